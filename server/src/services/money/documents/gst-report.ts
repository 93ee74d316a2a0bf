/**
 * The month's GST report as CSV in GSTR-1's tables, so each tax column sums to the month's tax:
 * `b2b` a row per tax invoice to a registered buyer (table 4), `b2cs` the other invoices per (rate,
 * place of supply) (table 7), `cdnr` / `cdnur` a row per credit note, negative (table 9B), `at`
 * advances received in the month and not invoiced by its end per (rate, place of supply), net of
 * their refunds in the month (table 11A), `atadj` earlier months' advances adjusted in the month,
 * negative: invoiced (`tax_invoice`) or refunded (`refund_voucher`) (table 11B). An advance invoiced
 * in its own month is not reported: its invoice carries the tax. Plain receipts (issued without a
 * GSTIN) carry no GST and are not listed. Amounts in rupees with two decimals.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { DocumentType } from '../../../domain/index.ts';
import type { DocumentRow } from '../../../entities/document.ts';
import { advancesAndInvoicesBefore, documentsIssuedIn } from '../../../repositories/documents.ts';

export const gstReportColumns = [
  'section',
  'type',
  'number',
  'date',
  'gstin',
  'place_of_supply',
  'rate',
  'taxable_value',
  'cgst',
  'sgst',
  'igst',
  'total',
] as const;

/** GSTR-1's tables, in the return's order. */
export const gstReportSections = ['b2b', 'b2cs', 'cdnr', 'cdnur', 'at', 'atadj'] as const;
export type GstReportSection = (typeof gstReportSections)[number];

export const rupees = (paise: number) => (paise / 100).toFixed(2);
/** A CSV field, quoted when it must be; a leading formula character is neutralised for spreadsheets. */
export const field = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export interface Sums {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

const zero = (): Sums => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
const keys = ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const;
const combine = (a: Sums, b: Sums, sign = 1): Sums =>
  Object.fromEntries(keys.map((key) => [key, a[key] + sign * b[key]])) as unknown as Sums;
const sumsOf = (row: DocumentRow): Sums => ({
  taxable: row.taxablePaise,
  cgst: row.cgstPaise,
  sgst: row.sgstPaise,
  igst: row.igstPaise,
  total: row.amountPaise,
});
const totalOf = (rows: DocumentRow[]) => rows.reduce((sums, row) => combine(sums, sumsOf(row)), zero());
/** The share `part / whole` of each sum, rounded: what is left of them stays exact. */
const shareOf = (sums: Sums, part: number, whole: number): Sums =>
  Object.fromEntries(keys.map((key) => [key, whole === 0 ? 0 : Math.round((sums[key] * part) / whole)])) as unknown as Sums;

export interface GstReportRow {
  section: GstReportSection;
  type: DocumentType;
  number: string;
  date: string;
  gstin: string;
  placeOfSupply: string;
  rate: number;
  sums: Sums;
}

/** Rows summed per (section, type, rate, place of supply), as B2CS and the advance tables report. */
class SummedRows {
  private rows = new Map<string, GstReportRow>();
  add(section: GstReportSection, type: DocumentType, basis: { gstRatePercent: number; placeOfSupply: string }, sums: Sums) {
    const key = [section, type, basis.gstRatePercent, basis.placeOfSupply].join('|');
    const row = this.rows.get(key) ?? {
      section,
      type,
      number: '',
      date: '',
      gstin: '',
      placeOfSupply: basis.placeOfSupply,
      rate: basis.gstRatePercent,
      sums: zero(),
    };
    row.sums = combine(row.sums, sums);
    this.rows.set(key, row);
  }
  values = () => [...this.rows.values()];
}

const rateAndPlace = (row: DocumentRow) => `${row.gstRatePercent}|${row.placeOfSupply}`;
function byRateAndPlace(rows: DocumentRow[]): Map<string, DocumentRow[]> {
  const groups = new Map<string, DocumentRow[]>();
  for (const row of rows) groups.set(rateAndPlace(row), [...(groups.get(rateAndPlace(row)) ?? []), row]);
  return groups;
}

/**
 * One booking's advances in the month: received and not invoiced by its end go to `at`; its refund
 * vouchers first reverse the month's own advances (netted in `at`), the rest earlier months' (`atadj`).
 * Invoiced in the month: its earlier months' advances, not yet refunded, are adjusted (`atadj`).
 */
function addAdvances(summed: SummedRows, month: DocumentRow[], earlier: DocumentRow[]) {
  const invoicedInMonth = month.some((row) => row.type === 'tax_invoice');
  if (invoicedInMonth) {
    if (earlier.some((row) => row.type === 'tax_invoice')) return;
    for (const rows of byRateAndPlace(earlier.filter((row) => row.type !== 'tax_invoice')).values()) {
      const received = totalOf(rows.filter((row) => row.type === 'receipt_voucher'));
      const refunded = totalOf(rows.filter((row) => row.type === 'refund_voucher'));
      summed.add('atadj', 'tax_invoice', rows[0], combine(refunded, received, -1));
    }
    return;
  }
  for (const rows of byRateAndPlace(month.filter((row) => row.type === 'receipt_voucher' || row.type === 'refund_voucher')).values()) {
    const received = totalOf(rows.filter((row) => row.type === 'receipt_voucher'));
    const refunded = totalOf(rows.filter((row) => row.type === 'refund_voucher'));
    const ofThisMonth = shareOf(refunded, Math.min(refunded.total, received.total), refunded.total);
    summed.add('at', 'receipt_voucher', rows[0], combine(received, ofThisMonth, -1));
    summed.add('atadj', 'refund_voucher', rows[0], combine(ofThisMonth, refunded, -1));
  }
}

/** The report's rows for a month's documents, given the same bookings' advances and invoices of earlier months. */
export function gstReportRows(monthDocuments: DocumentRow[], earlierDocuments: DocumentRow[]): GstReportRow[] {
  const listed: GstReportRow[] = [];
  const summed = new SummedRows();
  for (const row of monthDocuments) {
    const one = { type: row.type, number: row.number, date: row.issuedOn, placeOfSupply: row.placeOfSupply, rate: row.gstRatePercent };
    if (row.type === 'tax_invoice' && row.buyerGstin) listed.push({ ...one, section: 'b2b', gstin: row.buyerGstin, sums: sumsOf(row) });
    else if (row.type === 'tax_invoice') summed.add('b2cs', 'tax_invoice', row, sumsOf(row));
    else if (row.type === 'credit_note') {
      const section = row.buyerGstin ? 'cdnr' : 'cdnur';
      listed.push({ ...one, section, gstin: row.buyerGstin ?? '', sums: combine(zero(), sumsOf(row), -1) });
    }
  }
  const bookingIds = [...new Set(monthDocuments.map((row) => row.bookingId))];
  for (const bookingId of bookingIds) {
    const ofBooking = (rows: DocumentRow[]) => rows.filter((row) => row.bookingId === bookingId);
    addAdvances(summed, ofBooking(monthDocuments), ofBooking(earlierDocuments));
  }
  const rows = [...listed, ...summed.values()].filter((row) => keys.some((key) => row.sums[key] !== 0));
  const order = (row: GstReportRow) =>
    [gstReportSections.indexOf(row.section), row.type, row.placeOfSupply, String(row.rate).padStart(3, '0'), row.number].join('|');
  return rows.sort((a, b) => order(a).localeCompare(order(b)));
}

const line = (row: GstReportRow) =>
  [row.section, row.type, row.number, row.date, row.gstin, row.placeOfSupply, String(row.rate), ...keys.map((key) => rupees(row.sums[key]))]
    .map(field)
    .join(',');

export async function gstReportCsv(db: Kysely<Database>, month: string): Promise<string> {
  const monthDocuments = await documentsIssuedIn(db, month);
  const bookingIds = [...new Set(monthDocuments.map((row) => row.bookingId))];
  const earlier = await advancesAndInvoicesBefore(db, bookingIds, month);
  const rows = gstReportRows(monthDocuments, earlier);
  return `${[gstReportColumns.join(','), ...rows.map(line)].join('\n')}\n`;
}
