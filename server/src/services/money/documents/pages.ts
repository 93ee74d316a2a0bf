/**
 * A stored GST document as its one-page PDF: the document, the booking it was issued for and the
 * business's details from the configuration, handed to renderDocumentPdf.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { findDocumentForPage } from '../../../repositories/documents.ts';
import { renderDocumentPdf } from './pdf.ts';

/** Documents issued before the number was stored as '+91 9876543210' hold '91 9876543210'. */
const withPlus = (mobile: string) => (mobile.startsWith('+') ? mobile : `+${mobile}`);

export interface BusinessDetails {
  businessLegalName: string;
  BUSINESS_ADDRESS: string;
  GSTIN: string;
  businessStateCode: string;
  BUSINESS_PHONE: string;
  BUSINESS_EMAIL: string;
}

/** The document's number and PDF; null when there is no such document (for that booking, when given). */
export async function documentPdf(
  db: Kysely<Database>,
  business: BusinessDetails,
  documentId: string,
  bookingId?: string,
): Promise<{ number: string; pdf: Buffer } | null> {
  const row = await findDocumentForPage(db, documentId, bookingId);
  if (!row) return null;
  const pdf = await renderDocumentPdf({
    document: { ...row, relatedNumbers: Array.isArray(row.relatedNumbers) ? row.relatedNumbers : [] },
    business: {
      legalName: business.businessLegalName,
      address: business.BUSINESS_ADDRESS,
      gstin: row.type === 'receipt' ? null : business.GSTIN || null,
      stateCode: business.businessStateCode,
      phone: business.BUSINESS_PHONE,
      email: business.BUSINESS_EMAIL,
    },
    buyer: { name: row.buyerName, stateCode: row.placeOfSupply, gstin: row.buyerGstin, mobile: withPlus(row.buyerMobile) },
    booking: {
      reference: row.reference,
      trip: row.place,
      startDate: row.startDate,
      endDate: row.endDate,
      seats: row.seats,
      discounts: row.pricing?.lines ?? [],
    },
  });
  return { number: row.number, pdf };
}

export { documentFileName } from '../../../domain/index.ts';
