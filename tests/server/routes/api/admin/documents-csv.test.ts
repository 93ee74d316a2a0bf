/** The documents list as CSV: the list's month and type filters, a row per document, amounts in rupees. */
import { beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
import { useBookingApp } from '../../../support/bookings.ts';
import { BUSINESS_GSTIN, BUYER_GSTIN, recordPayment, reserveGstBooking } from '../../../support/documents.ts';

const { t, admin, call } = useBookingApp({ GSTIN: BUSINESS_GSTIN });
let reference: string;

beforeAll(async () => {
  const home = await reserveGstBooking(t, admin);
  await recordPayment(t, admin, home.booking.id, 10500);
  const company = await reserveGstBooking(t, admin, { body: { billingGstin: BUYER_GSTIN, billingName: 'Acme, Tours' } });
  await recordPayment(t, admin, company.booking.id, 2625);
  reference = company.booking.reference;
});

describe('GET /api/admin/documents/csv', () => {
  it('gives the filtered documents as CSV', async () => {
    const month = (await call('GET', '/api/admin/documents', admin)).json().documents[0].issuedOn.slice(0, 7);
    const response = await call('GET', `/api/admin/documents/csv?month=${month}&type=receipt_voucher`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="documents-${month}.csv"`);
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(
      'number,type,issued_on,booking_reference,buyer_name,buyer_gstin,place_of_supply,rate,sac,taxable_value,cgst,sgst,igst,total',
    );
    expect(lines).toHaveLength(3);
    const company = lines.find((line) => line.includes(BUYER_GSTIN))!;
    // 2,625 at 5 % to Karnataka from Maharashtra: taxable 2,500, IGST 125.
    expect(company).toMatch(
      new RegExp(
        `^RV/\\d\\d-\\d\\d/\\d{6},receipt_voucher,${month}-\\d\\d,${reference},"Acme, Tours",${BUYER_GSTIN},` +
          '29,5,998555,2500.00,0.00,0.00,125.00,2625.00$',
      ),
    );
    const all = (await call('GET', `/api/admin/documents/csv?month=${month}`, admin)).body.trim().split('\n');
    expect(all).toHaveLength(4);
    expect(all.filter((line) => line.includes(',tax_invoice,'))).toHaveLength(1);
  });

  it('answers 400 for a malformed month or type and 401 without a token', async () => {
    expectError(await call('GET', '/api/admin/documents/csv?month=2026-13', admin), 400, documentMessages.monthInvalid);
    expectError(await call('GET', '/api/admin/documents/csv?type=bill', admin), 400, documentMessages.typeInvalid);
    expectError(await call('GET', '/api/admin/documents/csv', {}), 401);
  });
});
