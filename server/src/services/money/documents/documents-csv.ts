/**
 * The back office's documents list as CSV, under the same month and type filters: a row per
 * document with its buyer, place of supply and tax lines, amounts in rupees with two decimals.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { type DocumentFilter, documentsForExport } from '../../../repositories/documents.ts';
import { field, rupees } from './gst-report.ts';

export const documentCsvColumns = [
  'number',
  'type',
  'issued_on',
  'booking_reference',
  'buyer_name',
  'buyer_gstin',
  'place_of_supply',
  'rate',
  'sac',
  'taxable_value',
  'cgst',
  'sgst',
  'igst',
  'total',
] as const;

export async function documentsCsv(db: Kysely<Database>, filter: DocumentFilter): Promise<string> {
  const rows = await documentsForExport(db, filter);
  const lines = rows.map((row) =>
    [
      row.number,
      row.type,
      row.issuedOn,
      row.reference,
      row.buyerName,
      row.buyerGstin ?? '',
      row.placeOfSupply,
      String(row.gstRatePercent),
      row.sac,
      rupees(row.taxablePaise),
      rupees(row.cgstPaise),
      rupees(row.sgstPaise),
      rupees(row.igstPaise),
      rupees(row.amountPaise),
    ]
      .map(field)
      .join(','),
  );
  return `${[documentCsvColumns.join(','), ...lines].join('\n')}\n`;
}
