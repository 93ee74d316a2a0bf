/**
 * Which GST documents money received issues (DESIGN.md "Money after the deposit"), inside the
 * ledger's transaction that counts it, so a payment and its documents commit, or fail, together.
 * With a GSTIN: every payment a receipt voucher (CGST Rules, rule 50), and the payment that makes a
 * booking fully paid also a tax invoice for the total (rule 46) listing the receipt vouchers it
 * settles. Without one: a plain receipt with no tax lines. Tax is taken out of the GST-inclusive
 * amount in paise (splitGst) at the trip's rate, else GST_RATE_PERCENT.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import {
  calendarDay,
  documentBuyerName,
  documentNumber,
  documentSeries,
  type DocumentType,
  financialYear,
  formatPhone,
  placeOfSupplyOf,
  splitGst,
} from '../../../domain/index.ts';
import type { BookingRow } from '../../../entities/booking.ts';
import type { DocumentRow } from '../../../entities/document.ts';
import {
  bookingBuyer,
  bookingDocumentRows,
  documentNumbersOf,
  insertDocument,
  takeDocumentSequence,
} from '../../../repositories/documents.ts';

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
  /** A share's payment: its receipt is in the name (and mobile, when known) of the share's traveller. */
  payer?: { name: string; mobile: string };
}

interface Issuing {
  booking: BookingRow;
  buyer: Awaited<ReturnType<typeof bookingBuyer>>;
  now: Date;
  payer?: PaymentReceived['payer'];
}

/** The rate and place of supply a document reverses (its receipt voucher's or tax invoice's), so it mirrors their tax. */
type TaxBasis = Pick<DocumentRow, 'gstRatePercent' | 'placeOfSupply' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>;

/** Issues one document of `type` for `amountPaise`, numbered from its series' locked counter; answers its number. */
async function issueDocument(
  trx: Transaction<Database>,
  settings: DocumentSettings,
  { booking, buyer, now, payer }: Issuing,
  type: DocumentType,
  amountPaise: number,
  extra: { paymentId?: string; refundId?: string; relatedNumbers?: string[]; reverses?: TaxBasis },
): Promise<string> {
  const basis = extra.reverses;
  const placeOfSupply = basis?.placeOfSupply ?? placeOfSupplyOf(booking, settings.businessStateCode);
  const rate = basis?.gstRatePercent ?? (settings.gstin ? (buyer.gstRatePercent ?? settings.gstRatePercent) : 0);
  // A reversal splits its tax as the document it reverses did (CGST + SGST, or IGST), whatever the settings say now.
  const homeState = basis ? (basis.igstPaise === 0 ? placeOfSupply : '') : settings.businessStateCode;
  const year = financialYear(now, settings.timeZone);
  const series = documentSeries[type];
  const sequence = await takeDocumentSequence(trx, series, year);
  const tax =
    type === 'receipt'
      ? { taxablePaise: amountPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }
      : splitGst(amountPaise, rate, placeOfSupply, homeState);
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
    buyerName: payer?.name ?? documentBuyerName(booking, buyer.username),
    buyerMobile: payer ? payer.mobile : formatPhone(buyer),
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
  // The payment's own receipt is in the payer's name; the tax invoice for the whole booking stays the booking's.
  const issue = (type: DocumentType, amountPaise: number, extra: { paymentId?: string; relatedNumbers?: string[] }) =>
    issueDocument(trx, settings, extra.paymentId ? { ...issuing, payer: payment.payer } : issuing, type, amountPaise, extra);
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
 * note against the tax invoice once the booking has one (section 34). Either reverses the tax of the
 * document it goes against, at its rate and place of supply, and no more than that document taxed:
 * a refund of a payment whose plain receipt carried no tax (made before GSTIN was set) has no tax
 * to reverse and issues none. Without a GSTIN the business issues no GST documents for refunds
 * (docs/product.md). Answers the number, or null.
 * A cancellation to a credit voucher issues one too, without a refund row: the advance leaves this
 * booking (its tax reversed here), and spending the voucher later is a new receipt on the booking
 * it pays, so the same rupees are never taxed twice.
 */
export async function issueRefundDocument(
  trx: Transaction<Database>,
  settings: DocumentSettings,
  refund: { booking: BookingRow; refundId?: string; paymentId?: string | null; amountPaise: number; now: Date },
): Promise<string | null> {
  if (!settings.gstin) return null;
  const issuing = { booking: refund.booking, buyer: await bookingBuyer(trx, refund.booking.id), now: refund.now };
  const documents = await bookingDocumentRows(trx, refund.booking.id);
  const invoice = documents.findLast((document) => document.type === 'tax_invoice');
  const extra = { refundId: refund.refundId };
  if (invoice) {
    return issueDocument(trx, settings, issuing, 'credit_note', refund.amountPaise, {
      ...extra,
      relatedNumbers: [invoice.number],
      reverses: invoice,
    });
  }
  const vouchers = documents.filter((document) => document.type === 'receipt_voucher');
  const sum = (type: DocumentType) => documents.filter((d) => d.type === type).reduce((total, d) => total + d.amountPaise, 0);
  // What the receipt vouchers taxed and no refund voucher has reversed yet.
  const taxedLeft = sum('receipt_voucher') - sum('refund_voucher');
  const paymentDocument = refund.paymentId ? documents.find((document) => document.paymentId === refund.paymentId) : undefined;
  const basis = refund.paymentId ? paymentDocument : vouchers.at(-1);
  const amountPaise = Math.min(refund.amountPaise, taxedLeft);
  if (!basis || basis.type !== 'receipt_voucher' || amountPaise <= 0) return null;
  const related = paymentDocument ? [paymentDocument.number] : vouchers.map((document) => document.number);
  return issueDocument(trx, settings, issuing, 'refund_voucher', amountPaise, { ...extra, relatedNumbers: related, reverses: basis });
}
