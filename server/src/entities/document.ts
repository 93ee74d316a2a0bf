/**
 * A GST document (receipt voucher, tax invoice, refund voucher, credit note, or a plain receipt
 * without a GSTIN): the one definition of its API shape, type and row mapping (its table:
 * db/tables). Amounts are paise in the table and rupees in the API; the buyer is a snapshot taken
 * when it was issued.
 */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { documentTypes } from '../domain/documents.ts';
import { paiseToRupees } from '../domain/money.ts';
import { DateOnly, fieldReader, literals, Rupees } from './columns.ts';
import type { DocumentsTable } from '../db/schema.ts';

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

export type DocumentRow = Selectable<DocumentsTable>;

const documentFields = fieldReader(DocumentSchema);

export const toDocument = (row: DocumentRow): GstDocument => ({
  ...documentFields(row),
  amount: paiseToRupees(row.amountPaise),
  taxableValue: paiseToRupees(row.taxablePaise),
  cgst: paiseToRupees(row.cgstPaise),
  sgst: paiseToRupees(row.sgstPaise),
  igst: paiseToRupees(row.igstPaise),
});
