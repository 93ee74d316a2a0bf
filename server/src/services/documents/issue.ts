/**
 * Which GST documents money received issues (DESIGN.md "Money after the deposit"), inside the
 * ledger's transaction that counts it, so a payment and its documents commit, or fail, together.
 * With a GSTIN: every payment a receipt voucher (CGST Rules, rule 50), and the payment that makes a
 * booking fully paid also a tax invoice for the total (rule 46) listing the receipt vouchers it
 * settles. Without one: a plain receipt with no tax lines. Tax is taken out of the GST-inclusive
 * amount in paise (splitGst) at the trip's rate, else GST_RATE_PERCENT.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  calendarDay,
  documentNumber,
  documentSeries,
  type DocumentType,
  financialYear,
  formatPhone,
  placeOfSupplyOf,
  splitGst,
} from '../../domain/index.ts';
import type { BookingRow } from '../../entities/booking.ts';
import { bookingBuyer, documentNumbersOf, insertDocument, takeDocumentSequence } from '../../repositories/documents.ts';

/** The settings documents are issued under (from the configuration). */
export interface DocumentSettings {
  /** null: the business is not registered for GST. */
  gstin: string | null;
  businessStateCode: string;
  gstRatePercent: number;
  sac: string;
  timeZone: string;
}

export const documentSettingsOf = (config: {
  GSTIN: string;
  businessStateCode: string;
  GST_RATE_PERCENT: number;
  GST_SAC: string;
  TIME_ZONE: string;
}): DocumentSettings => ({
  gstin: config.GSTIN || null,
  businessStateCode: config.businessStateCode,
  gstRatePercent: config.GST_RATE_PERCENT,
  sac: config.GST_SAC,
  timeZone: config.TIME_ZONE,
});

export interface PaymentReceived {
  /** The booking's row as it was before this payment. */
  booking: BookingRow;
  paymentId: string;
  amountPaise: number;
  now: Date;
}

interface Issuing {
  booking: BookingRow;
  buyer: Awaited<ReturnType<typeof bookingBuyer>>;
  now: Date;
}

/** Issues one document of `type` for `amountPaise`, numbered from its series' locked counter; answers its number. */
async function issueDocument(
  trx: Transaction<Database>,
  settings: DocumentSettings,
  { booking, buyer, now }: Issuing,
  type: DocumentType,
  amountPaise: number,
  extra: { paymentId?: string; refundId?: string; relatedNumbers?: string[] },
): Promise<string> {
  const placeOfSupply = placeOfSupplyOf(booking, settings.businessStateCode);
  const rate = settings.gstin ? (buyer.gstRatePercent ?? settings.gstRatePercent) : 0;
  const year = financialYear(now, settings.timeZone);
  const series = documentSeries[type];
  const sequence = await takeDocumentSequence(trx, series, year);
  const tax =
    type === 'receipt'
      ? { taxablePaise: amountPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }
      : splitGst(amountPaise, rate, placeOfSupply, settings.businessStateCode);
  const row = await insertDocument(trx, {
    type,
    number: documentNumber(type, year, sequence),
    series,
    financialYear: year,
    sequence,
    issuedOn: calendarDay(now, settings.timeZone),
    bookingId: booking.id,
    paymentId: extra.paymentId ?? null,
    refundId: extra.refundId ?? null,
    amountPaise,
    ...tax,
    gstRatePercent: rate,
    placeOfSupply,
    sac: settings.sac,
    relatedNumbers: JSON.stringify(extra.relatedNumbers ?? []),
    buyerName: booking.billingName ?? buyer.username,
    buyerMobile: formatPhone(buyer),
    buyerGstin: booking.billingGstin,
  });
  return row.number;
}

/** Issues the documents a payment calls for; answers their numbers in the order issued. */
export async function issuePaymentDocuments(
  trx: Transaction<Database>,
  settings: DocumentSettings,
  payment: PaymentReceived,
): Promise<string[]> {
  const { booking, now } = payment;
  const issuing = { booking, buyer: await bookingBuyer(trx, booking.id), now };
  const issue = (type: DocumentType, amountPaise: number, extra: { paymentId?: string; relatedNumbers?: string[] }) =>
    issueDocument(trx, settings, issuing, type, amountPaise, extra);
  if (!settings.gstin) return [await issue('receipt', payment.amountPaise, { paymentId: payment.paymentId })];
  const issued = [await issue('receipt_voucher', payment.amountPaise, { paymentId: payment.paymentId })];
  const fullyPaidNow = booking.amountPaidPaise < booking.totalPaise && booking.amountPaidPaise + payment.amountPaise >= booking.totalPaise;
  if (fullyPaidNow) {
    const vouchers = await documentNumbersOf(trx, booking.id, 'receipt_voucher');
    issued.push(await issue('tax_invoice', booking.totalPaise, { relatedNumbers: vouchers }));
  }
  return issued;
}

/**
 * The document a refund calls for, once the money has gone back (the refund processed), in the
 * transaction that settles it: a refund voucher against the receipt vouchers (rule 51), or a credit
 * note against the tax invoice once the booking has one (section 34). Without a GSTIN the business
 * issues no GST documents for refunds: none (docs/product.md). Answers the number, or null.
 * A cancellation to a credit voucher issues one too, without a refund row: the advance leaves this
 * booking (its tax reversed here), and spending the voucher later is a new receipt on the booking
 * it pays, so the same rupees are never taxed twice.
 */
export async function issueRefundDocument(
  trx: Transaction<Database>,
  settings: DocumentSettings,
  refund: { booking: BookingRow; refundId?: string; amountPaise: number; now: Date },
): Promise<string | null> {
  if (!settings.gstin) return null;
  const issuing = { booking: refund.booking, buyer: await bookingBuyer(trx, refund.booking.id), now: refund.now };
  const invoices = await documentNumbersOf(trx, refund.booking.id, 'tax_invoice');
  const type: DocumentType = invoices.length ? 'credit_note' : 'refund_voucher';
  const related = invoices.length ? invoices : await documentNumbersOf(trx, refund.booking.id, 'receipt_voucher');
  return issueDocument(trx, settings, issuing, type, refund.amountPaise, { refundId: refund.refundId, relatedNumbers: related });
}
