/**
 * The back office's documents: the list by month and type (simple-rest paging, 400 naming a
 * malformed month or type), a document's PDF, the month's GST report (GSTR-1's tables; worked through
 * several months in gst-report.test.ts), and
 * the overdue-balance filter of the bookings list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
import { daysFromNow, useBookingApp } from '../../../support/bookings.ts';
import { BUSINESS_GSTIN, BUYER_GSTIN, pdfText, recordPayment, reserveGstBooking } from '../../../support/documents.ts';

const { t, admin, call } = useBookingApp({ GSTIN: BUSINESS_GSTIN });
let month: string;

beforeAll(async () => {
  // Three travellers: one at home paying in full, one in Karnataka paying the deposit, one registered business.
  const home = await reserveGstBooking(t, admin);
  await recordPayment(t, admin, home.booking.id, 10500);
  const karnataka = await reserveGstBooking(t, admin, { body: { billingState: '29' } });
  await recordPayment(t, admin, karnataka.booking.id, 2625);
  const company = await reserveGstBooking(t, admin, { body: { billingGstin: BUYER_GSTIN, billingName: 'Acme, Tours' } });
  await recordPayment(t, admin, company.booking.id, 2625);
  const documents = (await call('GET', '/api/admin/documents', admin)).json().documents;
  month = documents[0].issuedOn.slice(0, 7);
});

describe('GET /api/admin/documents', () => {
  it('lists the month’s documents a page at a time, by type', async () => {
    const all = await call('GET', `/api/admin/documents?month=${month}`, admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(4);
    const vouchers = await call('GET', `/api/admin/documents?month=${month}&type=receipt_voucher&range=[0,1]`, admin);
    expect(vouchers.json()).toMatchObject({ success: true, total: 3 });
    expect(vouchers.json().documents).toHaveLength(2);
    expect(vouchers.headers['content-range']).toBe('documents 0-1/3');
    const filtered = await call(
      'GET',
      `/api/admin/documents?filter=${encodeURIComponent(JSON.stringify({ month, type: ['tax_invoice'] }))}`,
      admin,
    );
    expect(filtered.json().documents.map((d: { type: string }) => d.type)).toEqual(['tax_invoice']);
    const none = await call('GET', '/api/admin/documents?month=2001-01', admin);
    expect(none.json()).toMatchObject({ documents: [], total: 0 });
  });

  it('answers 400 naming a malformed month or type', async () => {
    for (const bad of ['2026-13', '2026-1', 'november']) {
      expectError(await call('GET', `/api/admin/documents?month=${bad}`, admin), 400, documentMessages.monthInvalid);
    }
    expectError(await call('GET', '/api/admin/documents?type=invoice', admin), 400, documentMessages.typeInvalid);
    expectError(await call('GET', '/api/admin/reports/gst?month=26-11', admin), 400, documentMessages.monthInvalid);
    expectError(await call('GET', '/api/admin/reports/gst', admin), 400, documentMessages.monthRequired);
    expectError(await call('GET', '/api/admin/documents', {}), 401);
  });

  it('gives each document as its PDF', async () => {
    const [invoice] = (await call('GET', '/api/admin/documents?type=tax_invoice', admin)).json().documents;
    const pdf = await call('GET', `/api/admin/documents/${invoice.id}/pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(invoice.number);
    expect(text).toContain('Rupees Ten Thousand Five Hundred Only');
    expectError(
      await call('GET', '/api/admin/documents/00000000-0000-4000-8000-000000000000/pdf', admin),
      404,
      documentMessages.documentNotFound,
    );
  });
});

describe('GET /api/admin/reports/gst', () => {
  it('has GSTR-1’s tables: the invoice paid in its month alone, the month’s advances per rate and place of supply', async () => {
    const response = await call('GET', `/api/admin/reports/gst?month=${month}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const header = 'section,type,number,date,gstin,place_of_supply,rate,taxable_value,cgst,sgst,igst,total';
    // The traveller at home paid in full: their receipt voucher is inside the invoice. The Karnataka traveller's and the
    // registered business's deposits (both supplied in Karnataka) are advances not invoiced by the month's end.
    expect(response.body.trim().split('\n')).toEqual([
      header,
      'b2cs,tax_invoice,,,,27,5,10000.00,250.00,250.00,0.00,10500.00',
      'at,receipt_voucher,,,,29,5,5000.00,0.00,0.00,250.00,5250.00',
    ]);
    const empty = await call('GET', '/api/admin/reports/gst?month=2001-01', admin);
    expect(empty.body).toBe(`${header}\n`);
  });
});

describe('GET /api/admin/bookings?overdue=true', () => {
  it('lists confirmed bookings with a balance due whose balance date has passed', async () => {
    const late = await reserveGstBooking(t, admin);
    await recordPayment(t, admin, late.booking.id, 2625);
    const onTime = await reserveGstBooking(t, admin);
    await recordPayment(t, admin, onTime.booking.id, 2625);
    const settled = await reserveGstBooking(t, admin);
    await recordPayment(t, admin, settled.booking.id, 10500);
    const unpaid = await reserveGstBooking(t, admin);
    const yesterday = daysFromNow(-1, t.app.now());
    for (const id of [late.booking.id, settled.booking.id, unpaid.booking.id]) {
      await t.db.updateTable('bookings').set({ balanceDueDate: yesterday }).where('id', '=', id).execute();
    }
    const response = await call('GET', '/api/admin/bookings?overdue=true', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().bookings.map((b: { id: string }) => b.id)).toEqual([late.booking.id]);
    expect(response.json().counts.confirmed).toBe(1);
    const byFilter = await call('GET', `/api/admin/bookings?filter=${encodeURIComponent('{"overdue":true}')}`, admin);
    expect(byFilter.json().total).toBe(1);
    expect((await call('GET', '/api/admin/bookings?overdue=false', admin)).json().total).toBeGreaterThan(1);
    expectError(await call('GET', '/api/admin/bookings?overdue=yes', admin), 400);
  });
});
