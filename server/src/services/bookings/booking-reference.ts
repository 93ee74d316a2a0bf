/**
 * A booking's reference: 8 characters from A–Z and 2–9 (no 0 or 1, read as O or I on a phone call),
 * drawn with a cryptographic generator so references cannot be guessed; the database's unique
 * index decides, and the ledger draws again on the rare clash.
 */
import { randomInt } from 'node:crypto';
import { bookingLimits, REFERENCE_ALPHABET } from '../../domain/index.ts';

export const newBookingReference = (): string =>
  Array.from({ length: bookingLimits.referenceLength }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
