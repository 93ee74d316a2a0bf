/**
 * The tax invoice of a discounted booking (DESIGN "Prices that fill departures": tax and documents use the
 * price charged): its amount and GST are on the total after the discounts, and its PDF states the price
 * before them and each discount line.
 */
import { describe, expect, it } from 'vitest';
import { BUSINESS_GSTIN, pdfText, recordPayment, reserveGstBooking } from '../../../support/documents.ts';
import { useBookingApp } from '../../../support/bookings.ts';

const { t, admin, call } = useBookingApp({ GSTIN: BUSINESS_GSTIN, BUSINESS_LEGAL_NAME: 'Wander India Trips Private Limited' });

describe('a discounted booking’s tax invoice', () => {
  it('is for the price charged, GST on it, with the discount stated', async () => {
    const coupon = await call('POST', '/api/admin/coupons', admin, { code: `GST-${Date.now().toString(36)}`, kind: 'flat', value: 2100 });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const code = coupon.json().coupon.code as string;
    // ₹10,500 a seat, two seats, ₹2,100 off: ₹18,900 charged, 5 % GST inside it is ₹900.
    const { booking, headers } = await reserveGstBooking(t, admin, { adults: 2, body: { couponCode: code } });
    expect(booking.totalAmount).toBe(18900);
    expect((await recordPayment(t, admin, booking.id, 18900)).statusCode).toBe(201);
    const documents = (await call('GET', `/api/bookings/${booking.id}/documents`, headers)).json().documents as Record<string, any>[];
    const invoice = documents.find((document) => document.type === 'tax_invoice');
    expect(invoice).toMatchObject({ amount: 18900, taxableValue: 18000, cgst: 450, sgst: 450 });
    const pdf = await call('GET', `/api/bookings/${booking.id}/documents/${invoice!.id}/pdf`, headers);
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Price before discounts');
    expect(text).toContain('Rs. 21,000.00');
    expect(text).toContain(`Coupon ${code}`);
    expect(text).toContain('-Rs. 2,100.00');
    expect(text).toContain('Price charged');
    expect(text).toContain('Rs. 18,900.00');
  });
});
