/**
 * GST documents from the traveller's side, with the business registered (GSTIN in Maharashtra, 27):
 * billing details on the reservation (a malformed GSTIN refused with the contract's message), the
 * balance due date and a late booking owing the whole amount, a receipt voucher per payment with
 * CGST/SGST at home and IGST elsewhere, the tax invoice once fully paid listing its vouchers, and
 * each document's PDF read back by pdftotext. Another traveller's booking is 404.
 */
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
import { bookingTables, createDeparture, createTrip, daysFromNow, travellerHeaders, useBookingApp } from '../../../support/bookings.ts';
import { BUSINESS_GSTIN, BUYER_GSTIN, pdfText, recordPayment, reserveGstBooking } from '../../../support/documents.ts';

const { t, admin, call } = useBookingApp({ GSTIN: BUSINESS_GSTIN, BUSINESS_LEGAL_NAME: 'Wander India Trips Private Limited' });

const documentsOf = async (headers: Record<string, string>, bookingId: string) => {
  const response = await call('GET', `/api/bookings/${bookingId}/documents`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().documents as Record<string, any>[];
};

describe('billing details on a reservation', () => {
  it('defaults the state to the business’s, keeps a business booking’s GSTIN and name, and sets the balance due date', async () => {
    const start = daysFromNow(40, t.app.now());
    const plain = await reserveGstBooking(t, admin, { departure: { startDate: start } });
    expect(plain.booking).toMatchObject({ billingState: '27', billingGstin: null, billingName: null });
    expect(plain.booking.balanceDueDate).toBe(new Date(Date.parse(`${start}T00:00:00Z`) - 15 * 86_400_000).toISOString().slice(0, 10));
    const business = await reserveGstBooking(t, admin, {
      body: { billingGstin: ` ${BUYER_GSTIN.toLowerCase()} `, billingName: ' Acme Tours Pvt Ltd ' },
    });
    expect(business.booking).toMatchObject({ billingState: '29', billingGstin: BUYER_GSTIN, billingName: 'Acme Tours Pvt Ltd' });
    const kerala = await reserveGstBooking(t, admin, { body: { billingState: '32' } });
    expect(kerala.booking.billingState).toBe('32');
  });

  it('refuses a malformed GSTIN, an unknown state and a long company name with 400, changing nothing', async () => {
    const trip = await createTrip(t, admin);
    const departure = await createDeparture(t, admin, trip.id);
    const { headers } = await travellerHeaders(t);
    const before = await bookingTables(t);
    const body = { departureId: departure.id, adults: 1 };
    for (const gstin of ['29AAACW1234A1ZA', '29AAACW1234A1Z', 'not a gstin', 12]) {
      expectError(await call('POST', '/api/bookings', headers, { ...body, billingGstin: gstin }), 400, 'Please enter a valid GSTIN');
    }
    for (const state of ['99', '7', 'MH', 27]) {
      expectError(await call('POST', '/api/bookings', headers, { ...body, billingState: state }), 400, bookingMessages.billingStateInvalid);
    }
    expectError(
      await call('POST', '/api/bookings', headers, { ...body, billingName: 'x'.repeat(201) }),
      400,
      bookingMessages.billingNameTooLong,
    );
    // The first failing rule answers: counts before billing details.
    expectError(
      await call('POST', '/api/bookings', headers, { departureId: departure.id, adults: 0, billingGstin: 'bad' }),
      400,
      bookingMessages.adultsRange,
    );
    expect(await bookingTables(t)).toEqual(before);
  });

  it('asks for the whole amount at once from a booking made on or after its balance date', async () => {
    const late = await reserveGstBooking(t, admin, { departure: { startDate: daysFromNow(10, t.app.now()) } });
    expect(late.booking.depositAmount).toBe(late.booking.totalAmount);
    // Due today, the day it is made: never a date already past.
    expect(late.booking.balanceDueDate).toBe(daysFromNow(0, t.app.now()));
    const pay = await call('POST', `/api/bookings/${late.booking.id}/pay`, late.headers);
    expect(pay.json().payment.amount).toBe(10500);
    // The departure's own balanceDueDays wins over BALANCE_DUE_DAYS.
    const trip = await createTrip(t, admin, { price: 10500 });
    const departure = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(10, t.app.now()) });
    await t.db.updateTable('departures').set({ balanceDueDays: 5 }).where('id', '=', departure.id).execute();
    const { headers } = await travellerHeaders(t);
    const early = (await call('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 })).json().booking;
    expect(early.depositAmount).toBe(2625);
    expect(early.balanceDueDate).toBe(daysFromNow(5, t.app.now()));
  });
});

describe('documents issued for money received', () => {
  it('a receipt voucher per payment with CGST and SGST at home, then the tax invoice listing the vouchers', async () => {
    const { headers, booking } = await reserveGstBooking(t, admin);
    expect((await recordPayment(t, admin, booking.id, 2625)).statusCode).toBe(201);
    let documents = await documentsOf(headers, booking.id);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toEqual({
      id: expect.any(String),
      type: 'receipt_voucher',
      number: expect.stringMatching(/^RV\/\d{2}-\d{2}\/\d{6}$/),
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      bookingId: booking.id,
      amount: 2625,
      taxableValue: 2500,
      cgst: 62.5,
      sgst: 62.5,
      igst: 0,
      gstRatePercent: 5,
      placeOfSupply: '27',
      sac: '998555',
    });
    expect((await recordPayment(t, admin, booking.id, 7875)).statusCode).toBe(201);
    documents = await documentsOf(headers, booking.id);
    expect(documents.map((d) => d.type)).toEqual(['receipt_voucher', 'receipt_voucher', 'tax_invoice']);
    const invoice = documents[2];
    expect(invoice).toMatchObject({ amount: 10500, taxableValue: 10000, cgst: 250, sgst: 250, igst: 0 });
    expect(invoice.number).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/);

    const pdf = await call('GET', `/api/bookings/${booking.id}/documents/${invoice.id}/pdf`, headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${invoice.number.replace(/\//g, '-')}.pdf`);
    const { text, pages } = await pdfText(pdf.rawPayload);
    expect(pages).toBe(1);
    for (const line of ['Wander India Trips Private Limited', BUSINESS_GSTIN, 'Tax Invoice', invoice.number, booking.reference, '998555']) {
      expect(text).toContain(line);
    }
    expect(text).toContain(documents[0].number);
    expect(text).toContain('Rupees Ten Thousand Five Hundred Only');
    expect(text).toMatch(/CGST @ 2\.5%\s+Rs\. 250\.00/);
    // The buyer's mobile as people write it, with its calling code.
    expect(text).toMatch(/Mobile\s+\+91 \d{10}/);
  });

  it('IGST for a traveller in another state, and for a registered buyer by the GSTIN’s state', async () => {
    const karnataka = await reserveGstBooking(t, admin, { body: { billingState: '29' } });
    await recordPayment(t, admin, karnataka.booking.id, 10500);
    const [voucher, invoice] = await documentsOf(karnataka.headers, karnataka.booking.id);
    expect(voucher).toMatchObject({
      type: 'receipt_voucher',
      amount: 10500,
      taxableValue: 10000,
      cgst: 0,
      sgst: 0,
      igst: 500,
      placeOfSupply: '29',
    });
    expect(invoice).toMatchObject({ type: 'tax_invoice', igst: 500, placeOfSupply: '29' });

    const company = await reserveGstBooking(t, admin, {
      body: { billingState: '27', billingGstin: BUYER_GSTIN, billingName: 'Acme Tours' },
    });
    await recordPayment(t, admin, company.booking.id, 2625);
    const [companyVoucher] = await documentsOf(company.headers, company.booking.id);
    expect(companyVoucher).toMatchObject({ placeOfSupply: '29', igst: 125, cgst: 0 });
    const pdf = await call('GET', `/api/bookings/${company.booking.id}/documents/${companyVoucher.id}/pdf`, company.headers);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Receipt Voucher');
    expect(text).toContain('Acme Tours');
    expect(text).toContain(BUYER_GSTIN);
  });

  it('is made out to the lead traveller by name, or to the registered business for a GSTIN booking, never the username', async () => {
    const family = await reserveGstBooking(t, admin, {
      adults: 2,
      traveller: { username: 'priya_s_1990' },
      body: { travellers: [{ name: 'Priya Sharma' }, { name: 'Rahul Sharma' }] },
    });
    await recordPayment(t, admin, family.booking.id, 5250);
    const [voucher] = await documentsOf(family.headers, family.booking.id);
    const { text } = await pdfText(
      (await call('GET', `/api/bookings/${family.booking.id}/documents/${voucher.id}/pdf`, family.headers)).rawPayload,
    );
    expect(text).toMatch(/Billed to\s+Priya Sharma\n/);
    expect(text).not.toContain('priya_s_1990');

    const company = await reserveGstBooking(t, admin, {
      body: { billingGstin: BUYER_GSTIN, billingName: 'Acme Tours Pvt Ltd', travellers: [{ name: 'Asha Rao' }] },
    });
    await recordPayment(t, admin, company.booking.id, 2625);
    const [companyVoucher] = await documentsOf(company.headers, company.booking.id);
    const pdf = await call('GET', `/api/bookings/${company.booking.id}/documents/${companyVoucher.id}/pdf`, company.headers);
    expect((await pdfText(pdf.rawPayload)).text).toMatch(/Billed to\s+Acme Tours Pvt Ltd\n/);
  });

  it('uses the trip’s own GST rate when it has one', async () => {
    const reserved = await reserveGstBooking(t, admin, { price: 11800 });
    await t.db.updateTable('trips').set({ gstRatePercent: 18 }).where('id', '=', reserved.booking.tripId).execute();
    await recordPayment(t, admin, reserved.booking.id, 11800);
    const [voucher] = await documentsOf(reserved.headers, reserved.booking.id);
    expect(voucher).toMatchObject({ gstRatePercent: 18, taxableValue: 10000, cgst: 900, sgst: 900 });
  });

  it('answers 404 for another traveller’s booking or document, and for a document of another booking', async () => {
    const mine = await reserveGstBooking(t, admin);
    await recordPayment(t, admin, mine.booking.id, 2625);
    const [document] = await documentsOf(mine.headers, mine.booking.id);
    const other = await reserveGstBooking(t, admin);
    expectError(await call('GET', `/api/bookings/${mine.booking.id}/documents`, other.headers), 404, bookingMessages.bookingNotFound);
    expectError(await call('GET', `/api/bookings/${mine.booking.id}/documents/${document.id}/pdf`, other.headers), 404);
    expectError(
      await call('GET', `/api/bookings/${other.booking.id}/documents/${document.id}/pdf`, other.headers),
      404,
      'Document not found',
    );
    expectError(await call('GET', `/api/bookings/${mine.booking.id}/documents/not-an-id/pdf`, mine.headers), 404);
  });
});
