/**
 * Money screens of the back office in Chromium: the Finance page (figures in rupees with Indian
 * grouping, the chart of money per month, the month's GST summary and its report download) at
 * phone and desktop widths; the Documents list with its month filter, a PDF (on screen at 1280 px) and the CSV export;
 * a booking's documents and 'Send payment reminder'.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarDay, formatRupees } from '../../../server/src/domain/index.ts';
import type { Booking } from '../../../server/src/entities/index.ts';
import { createTrip } from '../support/catalogue.ts';
import { createDeparture, daysAhead, newTraveller, recordPayment } from '../support/bookings.ts';
import { api, newPage, viewports, useProduct } from '../support/index.ts';
import { notificationText, openAdmin, screenshot } from '../support/admin-pages.ts';

const { server, browser } = useProduct({ GSTIN: '27AAPFU0939F1ZV' });
let booking: Booking;
const month = calendarDay().slice(0, 7);

beforeAll(async () => {
  // ₹1,25,000 a seat; ₹31,250.50 received.
  const trip = await createTrip(server, { place: 'Ladakh', price: 125000 });
  const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(60), seatsTotal: 10 });
  const traveller = await newTraveller(server, 'rao');
  const created = (
    await api<{ booking: Booking }>(server, 'POST', '/api/bookings', traveller.token, { departureId: departure.id, adults: 1 })
  ).booking;
  booking = await recordPayment(server, created.id, 31250.5);
});

describe('the Finance page', () => {
  for (const viewport of [viewports.desktop, viewports.phone]) {
    it(`shows the month's money, the chart and the GST summary at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await openAdmin(page, server, 'finance');
      await page.locator('[data-testid="finance-received"]', { hasText: '₹31,250.50' }).waitFor();
      await expect(page.getByTestId('finance-received').innerText()).resolves.toBe('₹31,250.50');
      await expect(page.getByTestId('finance-overdue').innerText()).resolves.toBe('₹0');
      await page.locator('.MuiBarChart-root, svg .MuiBarElement-root').first().waitFor();
      // A table on a desktop; on a phone a card per document type (its total first), nothing to scroll sideways.
      if (viewport === viewports.desktop) {
        await expect(page.getByRole('table', { name: 'GST documents of the month' }).innerText()).resolves.toMatch(
          /Receipt Voucher\s+1\s+₹29,762.38\s+₹744.06\s+₹744.06\s+₹0\s+₹31,250.50/,
        );
      } else {
        await expect(page.getByRole('list', { name: 'GST documents of the month' }).innerText()).resolves.toMatch(
          /Receipt Voucher\s+₹31,250.50\s+Count\s+1\s+Taxable value\s+₹29,762.38\s+CGST\s+₹744.06\s+SGST\s+₹744.06\s+IGST\s+₹0/,
        );
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, 'finance');
      if (viewport === viewports.desktop) {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'GST report' }).click()]);
        expect(download.suggestedFilename()).toBe(`gst-report-${month}.csv`);
        expect(await readFile(await download.path(), 'utf8')).toMatch(/^section,type,number,date,gstin,place_of_supply,rate,/);
      }
      await context.close();
    });
  }
});

describe('the dashboard beside Finance', () => {
  for (const viewport of [viewports.desktop, viewports.phone]) {
    it(`shows the same still to collect and overdue as the Finance page at ${viewport.width} px, axe finding nothing`, async () => {
      // ₹1,25,000 owed less the ₹31,250.50 received: its balance date (45 days ahead) has not passed.
      const owed = formatRupees(125000 - 31250.5);
      const { context, page } = await newPage(browser, viewport);
      await openAdmin(page, server, 'dashboard');
      await page.getByTestId('money-owed').filter({ hasText: '₹' }).waitFor();
      const dashboard = [await page.getByTestId('money-owed').innerText(), await page.getByTestId('money-overdue').innerText()];
      const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => `dashboard: ${v.id}`);
      await page.goto(`${server.url}/admin/finance`);
      await page.getByTestId('finance-owed').filter({ hasText: '₹' }).waitFor();
      const finance = [await page.getByTestId('finance-owed').innerText(), await page.getByTestId('finance-overdue').innerText()];
      expect(dashboard).toEqual([owed, '₹0']);
      expect(finance).toEqual(dashboard);
      violations.push(...(await new AxeBuilder({ page }).analyze()).violations.map((v) => `finance: ${v.id}`));
      expect(violations).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await context.close();
    });
  }
});

describe('the Documents list', () => {
  it('filters by month, downloads a PDF and the filtered CSV', async () => {
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, `documents?filter=${encodeURIComponent(JSON.stringify({ month }))}`);
    const row = page.locator('tbody tr').first();
    await row.getByText(booking.reference).waitFor();
    await expect(row.innerText()).resolves.toMatch(/RV\/\d\d-\d\d\/000001\s+PDF\s+Receipt Voucher/);
    await expect(row.innerText()).resolves.toContain(booking.reference);
    await expect(row.innerText()).resolves.toContain(formatRupees(31250.5));
    await screenshot(page, 'documents');
    // At 1280 px beside the menu, the PDF button is whole on the screen and nothing covers it.
    const pdfButton = row.getByRole('button', { name: /PDF of/ });
    const box = (await pdfButton.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewports.desktop.width);
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toMatch(/^PDF of RV/);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
    const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /PDF of/ }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^RV-\d\d-\d\d-000001\.pdf$/);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe(`documents-${month}.csv`);
    const lines = (await readFile(await csv.path(), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${booking.reference},`);
    await context.close();
  });
});

describe("a booking's money", () => {
  it('lists its documents, its balance due date, and sends a payment reminder once an hour', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openAdmin(page, server, `bookings/${booking.id}/show`);
    await expect(page.getByTestId('booking-documents').innerText()).resolves.toMatch(/RV\/\d\d-\d\d\/000001/);
    await page.getByText('Balance due by').waitFor();
    await page.getByRole('button', { name: 'Send payment reminder' }).click();
    await expect(notificationText(page)).resolves.toContain('Payment reminder sent');
    await screenshot(page, 'booking-money');
    await context.close();
  });
});
