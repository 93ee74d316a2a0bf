/**
 * When messages go, in Chromium, on a server whose clock (CLOCK_OFFSET_MINUTES) reads 23:30 in India: in quiet
 * hours. A departure's "Message everyone" dialog says a message written now waits for 09:00 and switches to
 * "now" when Urgent is ticked by keyboard; an urgent message goes on WhatsApp at once (the server's console
 * line), a non-urgent one waits for 09:00. The booking's page says, under each message's "Send at", why it
 * goes then. Both at phone and desktop widths, with no axe violation.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, atLocalHour, calendarDay, formatDateTime, TIME_ZONE } from '../../../server/src/domain/index.ts';
import type { Booking } from '../../../server/src/entities/index.ts';
import { createTrip } from '../support/catalogue.ts';
import { bookAsTraveller, createDeparture, daysAhead, newTraveller, type Traveller } from '../support/bookings.ts';
import { adminToken, api, newPage, useProduct, viewports } from '../support/index.ts';
import { openAdmin, screenshot } from '../support/admin-pages.ts';

// 23:30 in India today, whatever the hour this runs: quiet hours (21:00–09:00 by default) until 09:00 tomorrow.
const realNow = Date.now();
const today = calendarDay(new Date(realNow), TIME_ZONE);
const appNight = atLocalHour(today, 23, TIME_ZONE).getTime() + 30 * 60_000;
const CLOCK_OFFSET_MINUTES = Math.round((appNight - realNow) / 60_000);
const morning = formatDateTime(atLocalHour(addDays(today, 1), 9, TIME_ZONE), TIME_ZONE);

const URGENT = 'Urgent: send now, even at night';
const QUIET_TEXT = `Quiet hours now: it goes at ${morning}. Mark it urgent to send it now.`;
const NOW_TEXT = 'It goes to every traveller now.';
const ANSWER_REASON = 'At once, at any hour: it answers what was just done';
const WAITED_REASON = 'Waited for the end of quiet hours (21:00–09:00)';
const URGENT_TEXT = 'Landslide near Rohtang: the bus leaves at 05:00 instead of 07:00. Be at the hotel gate by 04:45.';
const LATER_TEXT = 'Bring a warm jacket and a torch: nights at Sissu are below freezing this week.';

const { server, browser } = useProduct({ CLOCK_OFFSET_MINUTES: String(CLOCK_OFFSET_MINUTES), JOB_POLL_SECONDS: '1' });

let departureId = '';
let booking: Booking;
let traveller: Traveller;
let phone = '';

interface PlannedMessage {
  id: string;
  template: string;
  status: string;
  sendAt: string;
}

async function messagesOfBooking(): Promise<PlannedMessage[]> {
  const answer = await api<{ messages: PlannedMessage[] }>(
    server,
    'GET',
    `/api/admin/bookings/${booking.id}/messages`,
    await adminToken(server),
  );
  return answer.messages;
}

/** The console WhatsApp lines to the traveller of `template` printed so far. */
const whatsappLines = (template: string) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith(`WHATSAPP to ${phone}: ${template} `));

/** axe's violations on the page, or only in what `within` selects. */
async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (within ? axe.include(within) : axe).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/** What has the keyboard focus: its accessible label (a checkbox's is its FormControlLabel's text) or text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const label = element.closest('label')?.textContent;
    return (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '').trim();
  });

/** Tabs through the page until what is named `name` has the focus, as a keyboard user would. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focused(page)) === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** Opens the departure's edit page and its "Message everyone" dialog by keyboard; answers the dialog. */
async function openDialog(page: Page): Promise<Locator> {
  await openAdmin(page, server, `departures/${departureId}/edit`);
  await page.getByRole('button', { name: 'Message everyone' }).waitFor();
  await tabTo(page, 'Message everyone');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Message everyone' });
  await dialog.waitFor();
  // The text field has the focus as the dialog opens.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 10_000 }).toBe('TEXTAREA');
  return dialog;
}

const when = (dialog: Locator) => dialog.getByTestId('broadcast-when');

/** Types the text, ticks Urgent by keyboard (Tab, Space) when asked, and sends it (Tab to Send, Enter). */
async function writeAndSend(page: Page, dialog: Locator, text: string, urgent: boolean): Promise<void> {
  await page.keyboard.type(text);
  await expect(when(dialog).innerText()).resolves.toBe(QUIET_TEXT);
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe(URGENT);
  if (urgent) {
    await page.keyboard.press('Space');
    await expect.poll(() => when(dialog).innerText(), { timeout: 10_000 }).toBe(NOW_TEXT);
  }
  await tabTo(page, 'Send');
  await page.keyboard.press('Enter');
  // A non-urgent one says when it goes.
  await expect(dialog.getByTestId('broadcast-queued').innerText()).resolves.toBe(
    urgent ? '1 message queued' : `1 message queued They go at ${morning}, when quiet hours end.`,
  );
  // Send is gone with the form: Close takes the focus, so the keyboard stays in the dialog.
  await expect.poll(() => focused(page), { timeout: 10_000 }).toBe('Close');
}

/** Enter on the sent dialog's Close (which has the focus): the dialog goes. */
async function closeSent(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  const trip = await createTrip(server, { place: 'Spiti Valley', price: 18000 });
  departureId = (await createDeparture(server, { tripId: trip.id, startDate: daysAhead(30), seatsTotal: 12 })).id;
  traveller = await newTraveller(server, 'night_owl');
  phone = `+${traveller.user.countryCode}${traveller.user.mobileNumber}`;
  const held = await bookAsTraveller(server, traveller, { departureId, adults: 1 });
  const body = { amount: held.totalAmount, method: 'upi', reference: 'UTR-NIGHT-1' };
  booking = (await api<{ booking: Booking }>(server, 'POST', `/api/admin/bookings/${held.id}/payments`, await adminToken(server), body))
    .booking;
});

describe('Message everyone in quiet hours', () => {
  it('the server clock reads 23:30 in India: quiet now, yet the confirmation went at once; a broadcast would wait for 09:00', async () => {
    expect(booking.status).toMatch(/^(confirmed|paid)$/);
    // A confirmation answers what was just done: it goes at once, even at 23:30.
    await expect.poll(() => whatsappLines('booking_confirmed').length, { timeout: 15_000 }).toBe(1);
    const timing = await api<{ quietNow: boolean; nonUrgentSendAt: string; timeZone: string }>(
      server,
      'GET',
      '/api/admin/messages/timing',
      await adminToken(server),
    );
    expect(timing).toMatchObject({
      quietNow: true,
      timeZone: 'Asia/Kolkata',
      nonUrgentSendAt: atLocalHour(addDays(today, 1), 9).toISOString(),
    });
  });

  for (const viewport of [viewports.phone, viewports.desktop]) {
    it(`says when it goes, and ticking Urgent by keyboard switches it, with no axe violation, at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const dialog = await openDialog(page);
      await page.keyboard.type(URGENT_TEXT);
      await expect(when(dialog).innerText()).resolves.toBe(QUIET_TEXT);
      expect(await dialog.getByRole('checkbox', { name: URGENT }).isChecked()).toBe(false);
      // Nothing of the dialog is wider than the screen.
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-message-dialog-${viewport.width}.png` });
      await screenshot(page, 'message-everyone-quiet-hours');

      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe(URGENT);
      await page.keyboard.press('Space');
      expect(await dialog.getByRole('checkbox', { name: URGENT }).isChecked()).toBe(true);
      await expect.poll(() => when(dialog).innerText(), { timeout: 10_000 }).toBe(NOW_TEXT);
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      // Space again unticks it: back to quiet hours. Escape closes the dialog without sending.
      await page.keyboard.press('Space');
      await expect.poll(() => when(dialog).innerText(), { timeout: 10_000 }).toBe(QUIET_TEXT);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect((await messagesOfBooking()).filter((message) => message.template === 'departure_update')).toEqual([]);
      await context.close();
    });
  }

  it('sends an urgent message at once, at night, and a non-urgent one for 09:00', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    const before = (await messagesOfBooking()).filter((message) => message.template === 'departure_update');
    expect(before).toEqual([]);

    let dialog = await openDialog(page);
    await writeAndSend(page, dialog, URGENT_TEXT, true);
    // It goes right away: the console provider's line, with the text as written.
    await expect.poll(() => whatsappLines('departure_update'), { timeout: 10_000 }).toHaveLength(1);
    expect(whatsappLines('departure_update')[0]).toContain(`"text":${JSON.stringify(URGENT_TEXT)}`);
    await closeSent(page, dialog);

    dialog = await openDialog(page);
    await writeAndSend(page, dialog, LATER_TEXT, false);
    const messages = await messagesOfBooking();
    const later = messages.find((message) => message.template === 'departure_update' && message.status === 'scheduled');
    expect(later?.sendAt).toBe(atLocalHour(addDays(today, 1), 9).toISOString());
    // The hand-over of due messages runs every second (JOB_POLL_SECONDS): three of its runs pass it by.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(whatsappLines('departure_update')).toHaveLength(1);
    expect(server.output()).not.toContain(LATER_TEXT);
    await closeSent(page, dialog);
    await context.close();
  });
});

describe("the booking's messages", () => {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    it(`say under "Send at" why each goes then, with no axe violation, at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await openAdmin(page, server, `bookings/${booking.id}/show`);
      const list = page.getByTestId('booking-messages');
      await list.waitFor();
      // The reasons need the server's quiet hours: wait for them.
      await list.getByText(WAITED_REASON).waitFor();
      // A table's row, or a phone's card, of the message with this status chip ("Sent" is also a column's label).
      const row = (name: string, status: string) =>
        list
          .locator(viewport === viewports.phone ? 'li' : 'tbody tr')
          .filter({ hasText: name })
          .filter({ has: page.locator('.MuiChip-label').getByText(status, { exact: true }) });

      const confirmed = await row('Booking confirmed', 'sent').innerText();
      expect(confirmed).toContain(ANSWER_REASON);
      const later = await row('Departure update', 'scheduled').innerText();
      expect(later).toContain(morning);
      expect(later).toContain(WAITED_REASON);
      const urgent = await row('Departure update', 'sent').innerText();
      expect(urgent).toContain('When it was written (urgent, or outside quiet hours)');
      expect(urgent).not.toContain(WAITED_REASON);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      const section = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'Messages' }) });
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `/tmp/e2e-booking-messages-${viewport.width}.png` });
      await screenshot(page, 'booking-messages-reasons');
      await context.close();
    });
  }
});
