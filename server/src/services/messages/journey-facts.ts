/** What a booking's journey is planned from (domain planJourney): the booking, its departure's instructions, its links. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { bookingPaymentPath, bookingReviewPath, type JourneyFacts } from '../../domain/index.ts';
import type { Booking } from '../../entities/index.ts';
import { hasInstalmentPlan } from '../../repositories/booking-rows.ts';
import { joiningInstructionsOf } from '../../repositories/messages.ts';

export async function journeyFacts(
  executor: Kysely<Database> | Transaction<Database>,
  booking: Booking,
  origin: string,
): Promise<JourneyFacts> {
  return {
    ...booking,
    joiningInstructions: await joiningInstructionsOf(executor, booking.departureId),
    // A booking made on a payment plan is reminded of each instalment, not of one balance.
    planInstalments: (await hasInstalmentPlan(executor, booking.id)) ? booking.instalments : null,
    paymentLink: `${origin}${bookingPaymentPath(booking.id, booking.language)}`,
    reviewLink: `${origin}${bookingReviewPath(booking.id, booking.language)}`,
  };
}
