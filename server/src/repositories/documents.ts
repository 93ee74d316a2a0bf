/**
 * GST documents and their number counters. A document's number is drawn from its series' counter
 * row for the financial year, taken with SELECT ... FOR UPDATE inside the transaction that counts
 * the payment: concurrent payments, on any replica, wait for each other's commit, and a rolled-back
 * payment gives its number back. So each series counts 1, 2, 3 ... with no gap and no repeat.
 */
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Database, DocumentsTable } from '../db/schema.ts';
import type { DocumentType } from '../domain/index.ts';
import { type DocumentRow, type GstDocument, toDocument } from '../entities/document.ts';
import { idsFilter, type ListParams, page, UUID } from './list-query.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const documentSortFields = ['createdAt', 'issuedOn', 'number', 'type', 'amountPaise'] as const;
export type DocumentSortField = (typeof documentSortFields)[number];

/** The next number of a series in a financial year, its counter row locked until the transaction ends. */
export async function takeDocumentSequence(trx: Transaction<Database>, series: string, financialYear: string): Promise<number> {
  await sql`INSERT INTO document_counters (series, financial_year, last_sequence) VALUES (${series}, ${financialYear}, 0)
    ON CONFLICT (series, financial_year) DO NOTHING`.execute(trx);
  const { rows } = await sql<{ lastSequence: number }>`SELECT last_sequence FROM document_counters
    WHERE series = ${series} AND financial_year = ${financialYear} FOR UPDATE`.execute(trx);
  const next = Number(rows[0].lastSequence) + 1;
  await sql`UPDATE document_counters SET last_sequence = ${next} WHERE series = ${series} AND financial_year = ${financialYear}`.execute(
    trx,
  );
  return next;
}

export async function insertDocument(trx: Db, values: Insertable<DocumentsTable>): Promise<DocumentRow> {
  return trx.insertInto('documents').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The numbers of a booking's documents of one type, oldest first. */
export async function documentNumbersOf(db: Db, bookingId: string, type: DocumentType): Promise<string[]> {
  const rows = await db
    .selectFrom('documents')
    .select('number')
    .where('bookingId', '=', bookingId)
    .where('type', '=', type)
    .orderBy('createdAt')
    .orderBy('sequence')
    .execute();
  return rows.map((row) => row.number);
}

/** A booking's documents as stored, oldest first: what a refund's document reverses is read from them. */
export async function bookingDocumentRows(db: Db, bookingId: string): Promise<DocumentRow[]> {
  return db.selectFrom('documents').selectAll().where('bookingId', '=', bookingId).orderBy('createdAt').orderBy('sequence').execute();
}

/** Who a booking's documents are made out to, and its trip's own GST rate. */
export async function bookingBuyer(db: Db, bookingId: string) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('users as u', 'u.id', 'b.userId')
    .innerJoin('trips as t', 't.id', 'b.tripId')
    .select(['u.username', 'u.mobileNumber', 'u.countryCode', 't.gstRatePercent'])
    .where('b.id', '=', bookingId)
    .executeTakeFirstOrThrow();
}

export async function listBookingDocuments(db: Db, bookingId: string): Promise<GstDocument[]> {
  const rows = await db
    .selectFrom('documents')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .orderBy('createdAt')
    // Issued together (one transaction), the receipt voucher comes before the tax invoice it settles.
    .orderBy(sql`type = 'tax_invoice'`)
    .orderBy('number')
    .execute();
  return rows.map(toDocument);
}

/** One document with what its page shows of the booking; with `bookingId`, only that booking's. */
export async function findDocumentForPage(db: Db, id: string, bookingId?: string) {
  if (!UUID.test(id)) return null;
  let query = db
    .selectFrom('documents as doc')
    .innerJoin('bookings as b', 'b.id', 'doc.bookingId')
    .innerJoin('departures as d', 'd.id', 'b.departureId')
    .innerJoin('trips as t', 't.id', 'b.tripId')
    .selectAll('doc')
    .select(['b.reference', 'b.seats', 'b.billingState', 'b.pricing', 't.place', 'd.startDate', 'd.endDate'])
    .where('doc.id', '=', id);
  if (bookingId) query = query.where('doc.bookingId', '=', bookingId);
  return (await query.executeTakeFirst()) ?? null;
}

/** `month` YYYY-MM as the first day of it and of the next. */
function monthBounds(month: string): [string, string] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

export interface DocumentFilter {
  month?: string;
  types?: DocumentType[];
  bookingId?: string;
  ids?: unknown;
}

function filteredDocuments(db: Db, filter: DocumentFilter) {
  let query = db.selectFrom('documents');
  if (filter.month) {
    const [from, to] = monthBounds(filter.month);
    query = query.where('issuedOn', '>=', from).where('issuedOn', '<', to);
  }
  if (filter.types) query = filter.types.length ? query.where('type', 'in', filter.types) : query.where(({ lit }) => lit(false));
  if (filter.bookingId)
    query = UUID.test(filter.bookingId) ? query.where('bookingId', '=', filter.bookingId) : query.where(({ lit }) => lit(false));
  const ids = idsFilter(filter.ids);
  if (ids) query = ids.length ? query.where('id', 'in', ids) : query.where(({ lit }) => lit(false));
  return query;
}

/** The back office's list: a page of documents issued in a month, of some types. */
export async function listDocuments(db: Db, params: ListParams<DocumentSortField>, filter: DocumentFilter) {
  const query = filteredDocuments(db, filter);
  const { total } = await query.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await page(query.selectAll().orderBy(params.sortField, params.sortOrder).orderBy('number'), params).execute();
  return { documents: rows.map(toDocument), total: Number(total) };
}

/** Every document issued in a month (YYYY-MM), by type and number: the GST report's rows. */
export async function documentsIssuedIn(db: Db, month: string): Promise<DocumentRow[]> {
  return filteredDocuments(db, { month }).selectAll().orderBy('type').orderBy('number').execute();
}

/**
 * The advances and invoices of some bookings issued before `month` (YYYY-MM): what the GST report
 * needs to know of earlier months (advances already reported, invoices already issued).
 */
export async function advancesAndInvoicesBefore(db: Db, bookingIds: string[], month: string): Promise<DocumentRow[]> {
  if (!bookingIds.length) return [];
  return db
    .selectFrom('documents')
    .selectAll()
    .where('bookingId', 'in', bookingIds)
    .where('type', 'in', ['receipt_voucher', 'refund_voucher', 'tax_invoice'])
    .where('issuedOn', '<', monthBounds(month)[0])
    .orderBy('issuedOn')
    .orderBy('number')
    .execute();
}

/** Every document under the list's filters, with its booking's reference, newest first: the list's CSV. */
export async function documentsForExport(db: Db, filter: DocumentFilter) {
  return filteredDocuments(db, filter)
    .innerJoin('bookings', 'bookings.id', 'documents.bookingId')
    .selectAll('documents')
    .select('bookings.reference')
    .orderBy('documents.issuedOn', 'desc')
    .orderBy('documents.number', 'desc')
    .execute();
}
