/**
 * Fitness proofs (DESIGN "Everyone on the trip"): a photo (JPEG, PNG) or a PDF of at most 5 MB, recognised by its
 * first bytes (never by the name or type the phone claims), kept in the upload storage's private files (never
 * served publicly), read back by admins and the departure's leaders, and approved or rejected with a reason; a
 * rejection sends `fitness_proof_rejected` to the traveller in the review's transaction.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { DomainError, travellerLimits, travellerMessages } from '../../domain/index.ts';
import { type BookingTraveller, toBookingTraveller } from '../../entities/booking-traveller.ts';
import { findTravellerPlace, type TravellerPlace, updateTravellerRow } from '../../repositories/booking-travellers.ts';
import type { PrivateFiles } from '../media/storage/index.ts';
import type { TravellerAccess } from './traveller-records.ts';

export interface ProofType {
  extension: 'jpg' | 'png' | 'pdf';
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the bytes are: JPEG (FF D8 FF), PNG (its 8-byte signature) or PDF (`%PDF-`); null for anything else. */
export function proofTypeOf(bytes: Buffer): ProofType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { extension: 'jpg', contentType: 'image/jpeg' };
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return { extension: 'png', contentType: 'image/png' };
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { extension: 'pdf', contentType: 'application/pdf' };
  return null;
}

const contentTypeOfKey = (key: string): ProofType['contentType'] =>
  key.endsWith('.pdf') ? 'application/pdf' : key.endsWith('.png') ? 'image/png' : 'image/jpeg';

/**
 * Stores a proof for the record (the lead's or the claimer's upload) and marks it `pending`. Anything but a
 * JPEG, PNG or PDF of at most 5 MB is 400 with nothing stored; a proof it replaces is removed once saved.
 */
export async function uploadFitnessProof(
  deps: { db: Kysely<Database>; files: PrivateFiles },
  access: TravellerAccess,
  bytes: Buffer | null,
  now: Date,
): Promise<BookingTraveller> {
  if (!access.requirements.fitnessProof) throw new DomainError('conflict', travellerMessages.fitnessNotAsked);
  if (!bytes || bytes.length === 0) throw new DomainError('invalid', travellerMessages.fitnessFileRequired);
  if (bytes.length > travellerLimits.fitnessProofMaxBytes) throw new DomainError('invalid', travellerMessages.fitnessProofTooLarge);
  const type = proofTypeOf(bytes);
  if (!type) throw new DomainError('invalid', travellerMessages.fitnessProofFileInvalid);
  const { row } = access;
  const key = `fitness-proofs/${row.bookingId}/${row.id}-${randomBytes(16).toString('hex')}.${type.extension}`;
  await deps.files.put(key, bytes, type.contentType);
  let saved;
  try {
    saved = await updateTravellerRow(deps.db, row.id, { fitnessStatus: 'pending', fitnessReason: null, fitnessFile: key, updatedAt: now });
  } catch (error) {
    await deps.files.remove(key);
    throw error;
  }
  if (row.fitnessFile && row.fitnessFile !== key) await deps.files.remove(row.fitnessFile);
  return toBookingTraveller(saved ?? row, access.requirements);
}

/** A record as an admin (or a leader) reaches it: the booking's own record, else 404. */
export async function travellerOfBooking(db: Kysely<Database>, bookingId: string, travellerId: string): Promise<TravellerPlace> {
  const place = await findTravellerPlace(db, bookingId, travellerId);
  if (!place) throw new DomainError('not_found', travellerMessages.travellerNotFound);
  return place;
}

/** The proof's bytes and type; 404 when the record has none. */
export async function readFitnessProof(files: PrivateFiles, place: TravellerPlace): Promise<{ bytes: Buffer; contentType: string }> {
  const key = place.row.fitnessFile;
  const bytes = key ? await files.read(key) : null;
  if (!key || !bytes) throw new DomainError('not_found', travellerMessages.fitnessProofMissing);
  return { bytes, contentType: contentTypeOfKey(key) };
}

export interface FitnessReview {
  status: 'approved' | 'rejected';
  reason?: string;
}

/**
 * An admin's decision on an uploaded proof. A rejection keeps its reason on the record and, in the same
 * transaction, `fitness_proof_rejected` goes to the place's own mobile (else the booker's).
 */
export async function reviewFitnessProof(
  deps: {
    db: Kysely<Database>;
    sendRejection: (trx: Transaction<Database>, place: TravellerPlace, reason: string) => Promise<unknown>;
  },
  place: TravellerPlace,
  review: FitnessReview,
  now: Date,
): Promise<BookingTraveller> {
  if (!place.requirements.fitnessProof) throw new DomainError('conflict', travellerMessages.fitnessNotAsked);
  if (!place.row.fitnessFile) throw new DomainError('conflict', travellerMessages.fitnessProofMissing);
  return deps.db.transaction().execute(async (trx) => {
    const reason = review.status === 'rejected' ? (review.reason ?? '') : null;
    const saved = await updateTravellerRow(trx, place.row.id, { fitnessStatus: review.status, fitnessReason: reason, updatedAt: now });
    if (reason) await deps.sendRejection(trx, place, reason);
    return toBookingTraveller(saved ?? place.row, place.requirements);
  });
}
