/**
 * A GST document (receipt voucher, tax invoice, refund voucher, credit note, or a plain receipt
 * without a GSTIN): the one definition of its API shape, type, table and row mapping. Amounts are
 * paise in the table and rupees in the API; the buyer is a snapshot taken when it was issued.
 */
import type { ColumnType, Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { documentTypes } from '../domain/documents.ts';
import { paiseToRupees } from '../domain/money.ts';
import { type CreatedAt, DateOnly, type EntityTable, fieldReader, literals, Rupees } from './columns.ts';

export const DocumentSchema = Type.Object({
  id: Type.String(),
  type: literals(documentTypes),
  number: Type.String({ description: '<series>/<financial year>/<six digits>, e.g. INV/26-27/000042' }),
  issuedOn: DateOnly,
  bookingId: Type.String(),
  amount: Rupees('INR, GST included'),
  taxableValue: Rupees('INR: the amount less its GST'),
  cgst: Rupees(),
  sgst: Rupees(),
  igst: Rupees(),
  gstRatePercent: Type.Integer(),
  placeOfSupply: Type.String({ description: 'GST state code' }),
  sac: Type.String(),
});
export type GstDocument = Static<typeof DocumentSchema>;

export type DocumentsTable = EntityTable<
  GstDocument,
  { derived: 'amount' | 'taxableValue' | 'cgst' | 'sgst' | 'igst'; generated: 'id' },
  {
    series: string;
    financialYear: string;
    sequence: number;
    paymentId: string | null;
    /** The refund a refund voucher or credit note is for. */
    refundId: ColumnType<string | null, string | null | undefined, string | null>;
    amountPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    /** The numbers of the documents this one settles (a tax invoice's receipt vouchers). */
    relatedNumbers: ColumnType<string[], string, string>;
    buyerName: string;
    buyerMobile: string;
    buyerGstin: string | null;
    createdAt: CreatedAt;
  }
>;
export type DocumentRow = Selectable<DocumentsTable>;

export interface DocumentCountersTable {
  series: string;
  financialYear: string;
  lastSequence: number;
}

const documentFields = fieldReader(DocumentSchema);

export const toDocument = (row: DocumentRow): GstDocument => ({
  ...documentFields(row),
  amount: paiseToRupees(row.amountPaise),
  taxableValue: paiseToRupees(row.taxablePaise),
  cgst: paiseToRupees(row.cgstPaise),
  sgst: paiseToRupees(row.sgstPaise),
  igst: paiseToRupees(row.igstPaise),
});
