/**
 * The month's GST report as CSV, shaped like GSTR-1: a row per document for registered buyers
 * (with a GSTIN: B2B), and for everyone else one row per (type, rate, place of supply) with the
 * amounts summed (B2C). Amounts in rupees with two decimals.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DocumentRow } from '../../entities/document.ts';
import { documentsIssuedIn } from '../../repositories/documents.ts';

export const gstReportColumns = [
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

export const rupees = (paise: number) => (paise / 100).toFixed(2);
/** A CSV field, quoted when it must be; a leading formula character is neutralised for spreadsheets. */
export const field = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

interface Sums {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

const sumsOf = (row: DocumentRow): Sums => ({
  taxable: row.taxablePaise,
  cgst: row.cgstPaise,
  sgst: row.sgstPaise,
  igst: row.igstPaise,
  total: row.amountPaise,
});

const line = (head: string[], sums: Sums) =>
  [...head, rupees(sums.taxable), rupees(sums.cgst), rupees(sums.sgst), rupees(sums.igst), rupees(sums.total)].map(field).join(',');

export async function gstReportCsv(db: Kysely<Database>, month: string): Promise<string> {
  const rows = await documentsIssuedIn(db, month);
  const lines: string[] = [gstReportColumns.join(',')];
  const grouped = new Map<string, { head: string[]; sums: Sums }>();
  for (const row of rows) {
    if (row.buyerGstin) {
      const head = [row.type, row.number, row.issuedOn, row.buyerGstin, row.placeOfSupply, String(row.gstRatePercent)];
      lines.push(line(head, sumsOf(row)));
      continue;
    }
    const key = `${row.type}|${row.gstRatePercent}|${row.placeOfSupply}`;
    const head = [row.type, '', '', '', row.placeOfSupply, String(row.gstRatePercent)];
    const group = grouped.get(key) ?? { head, sums: { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 } };
    const add = sumsOf(row);
    group.sums = {
      taxable: group.sums.taxable + add.taxable,
      cgst: group.sums.cgst + add.cgst,
      sgst: group.sums.sgst + add.sgst,
      igst: group.sums.igst + add.igst,
      total: group.sums.total + add.total,
    };
    grouped.set(key, group);
  }
  const summaries = [...grouped.values()].sort((a, b) => a.head.join('|').localeCompare(b.head.join('|')));
  for (const group of summaries) lines.push(line(group.head, group.sums));
  return `${lines.join('\n')}\n`;
}
