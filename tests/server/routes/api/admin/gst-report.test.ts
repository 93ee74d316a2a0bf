/**
 * The GST report in GSTR-1's tables, worked through months an accountant files: an advance and its
 * invoice in one month report the invoice alone; an advance in one month and its invoice in the next
 * report the advance (11A) then the invoice with the advance adjusted (11B); a refund of an earlier
 * month's advance is adjusted too. In each month the tax columns sum to exactly that month's tax.
 * A refund of a payment whose plain receipt carried no tax reverses no tax.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useBookingApp } from '../../../support/bookings.ts';
import { BUSINESS_GSTIN, recordPayment, reserveGstBooking } from '../../../support/documents.ts';

const { t, admin, call } = useBookingApp({ GSTIN: BUSINESS_GSTIN });
/** The trip's own dates after the months the tests move through. */
const trip = { startDate: '2030-06-01', endDate: '2030-06-05' };

async function report(month: string): Promise<string[]> {
  const response = await call('GET', `/api/admin/reports/gst?month=${month}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.body.trim().split('\n');
}

/** The sum of a tax column (cgst, sgst, igst) over the report's rows, in paise. */
function columnSum(lines: string[], column: 'cgst' | 'sgst' | 'igst'): number {
  const index = lines[0].split(',').indexOf(column);
  return lines.slice(1).reduce((sum, line) => sum + Math.round(Number(line.split(',')[index]) * 100), 0);
}
const taxOf = (lines: string[]) => columnSum(lines, 'cgst') + columnSum(lines, 'sgst') + columnSum(lines, 'igst');

beforeAll(() => {
  // 10 January 2030, 10:30 in India: every payment below lands on a known day.
  t.clock.runFrom(new Date('2030-01-10T05:00:00Z'));
});

describe('GET /api/admin/reports/gst in GSTR-1 tables', () => {
  it('reports an advance and its invoice in one month as the invoice alone: the tax columns sum to its tax', async () => {
    // ₹10,500 at 5 % at home: taxable ₹10,000, tax ₹500 (CGST ₹250 + SGST ₹250). Deposit ₹2,625 (tax ₹125), then the rest.
    const booking = await reserveGstBooking(t, admin, { trip, departure: { startDate: '2030-04-20' } });
    await recordPayment(t, admin, booking.booking.id, 2625);
    t.clock.advance(3 * 86_400_000);
    await recordPayment(t, admin, booking.booking.id, 7875);
    const lines = await report('2030-01');
    expect(lines).toEqual([
      'section,type,number,date,gstin,place_of_supply,rate,taxable_value,cgst,sgst,igst,total',
      'b2cs,tax_invoice,,,,27,5,10000.00,250.00,250.00,0.00,10500.00',
    ]);
    // The month's tax is the invoice's ₹500, not ₹625 (the receipt voucher's ₹125 counted again).
    expect(taxOf(lines)).toBe(50000);
  });

  it('reports an advance in 11A in its month, then its invoice with the advance adjusted in 11B', async () => {
    // 13 January: deposits on two bookings, one in Karnataka (IGST). Only the first is paid off, in February.
    const home = await reserveGstBooking(t, admin, { trip, departure: { startDate: '2030-04-25' } });
    await recordPayment(t, admin, home.booking.id, 2625);
    const karnataka = await reserveGstBooking(t, admin, { trip, departure: { startDate: '2030-04-25' }, body: { billingState: '29' } });
    await recordPayment(t, admin, karnataka.booking.id, 2625);
    const january = await report('2030-01');
    expect(january.slice(1)).toEqual([
      'b2cs,tax_invoice,,,,27,5,10000.00,250.00,250.00,0.00,10500.00',
      'at,receipt_voucher,,,,27,5,2500.00,62.50,62.50,0.00,2625.00',
      'at,receipt_voucher,,,,29,5,2500.00,0.00,0.00,125.00,2625.00',
    ]);
    // January's tax: the first booking's invoice ₹500, and ₹125 on each advance not invoiced by the 31st.
    expect(taxOf(january)).toBe(50000 + 12500 + 12500);

    t.clock.advance(25 * 86_400_000);
    await recordPayment(t, admin, home.booking.id, 7875);
    const cancelled = await call('POST', `/api/admin/bookings/${karnataka.booking.id}/cancel`, admin, { refundTo: 'original' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refunded = await call('POST', `/api/admin/bookings/${karnataka.booking.id}/refunds`, admin, { amount: 2625, method: 'upi' });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const february = await report('2030-02');
    expect(february.slice(1)).toEqual([
      'b2cs,tax_invoice,,,,27,5,10000.00,250.00,250.00,0.00,10500.00',
      'atadj,refund_voucher,,,,29,5,-2500.00,0.00,0.00,-125.00,-2625.00',
      'atadj,tax_invoice,,,,27,5,-2500.00,-62.50,-62.50,0.00,-2625.00',
    ]);
    // February's tax: the invoice's ₹500 less the ₹125 paid on its advance in January, less the ₹125 refunded.
    expect(taxOf(february)).toBe(50000 - 12500 - 12500);
    // Over both months the tax is what the supplies made carry: one invoice of ₹500 each.
    expect(taxOf(january) + taxOf(february)).toBe(100000);
  });

  it('reverses no tax when the refunded payment’s receipt carried none (made before GSTIN was set)', async () => {
    const booking = await reserveGstBooking(t, admin, { trip, departure: { startDate: '2030-05-20' } });
    await recordPayment(t, admin, booking.booking.id, 2625);
    // As a payment counted before the business registered: a plain receipt, no tax in it.
    await t.db
      .updateTable('documents')
      .set({ type: 'receipt', series: 'RC', taxablePaise: 262500, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, gstRatePercent: 0 })
      .where('bookingId', '=', booking.booking.id)
      .execute();
    expect((await call('POST', `/api/admin/bookings/${booking.booking.id}/cancel`, admin, { refundTo: 'original' })).statusCode).toBe(200);
    const refunded = await call('POST', `/api/admin/bookings/${booking.booking.id}/refunds`, admin, { amount: 2625, method: 'upi' });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const documents = await t.db.selectFrom('documents').select('type').where('bookingId', '=', booking.booking.id).execute();
    expect(documents.map((d) => d.type)).toEqual(['receipt']);
  });
});
