/**
 * The body of POST /bookings: what a traveller sends to reserve seats, apart from the Booking it becomes.
 */
import Type, { type Static } from 'typebox';
import { bookingLimits } from '../domain/bookings.ts';
import { languages } from '../domain/languages.ts';
import { literals, Nullable } from './columns.ts';

/**
 * What a traveller sends to reserve seats. parseBooking checks it first (the contract's messages, in
 * its order) and hands the route this shape; the schema documents it and checks what parseBooking gave.
 */
export const BookingBodySchema = Type.Object({
  departureId: Type.String({ minLength: 1, description: 'id of an open, upcoming departure' }),
  adults: Type.Integer({ minimum: bookingLimits.adultsMin }),
  kids: Type.Optional(Type.Integer({ minimum: bookingLimits.kidsMin, description: 'none when left out' })),
  travellers: Type.Optional(
    Type.Array(Type.Object({ name: Type.String({ minLength: 1, maxLength: bookingLimits.travellerNameMax }) }), {
      description:
        'one per seat (adults + kids) when given, the first the lead (the booker); empty or left out: the lead is the ' +
        "booker's username, the other records are to be filled",
    }),
  ),
  notes: Type.Optional(Type.String({ maxLength: bookingLimits.notesMax })),
  billingState: Type.Optional(Type.String({ pattern: '^[0-9]{2}$', description: 'GST state code; default BUSINESS_STATE_CODE' })),
  billingGstin: Type.Optional(
    Nullable(Type.String({ minLength: 15, maxLength: 15, description: 'a business booking: a valid GSTIN (check character included)' })),
  ),
  billingName: Type.Optional(
    Nullable(Type.String({ maxLength: bookingLimits.billingNameMax, description: "the business's registered name" })),
  ),
  language: Type.Optional(literals(languages)),
  whatsappOptIn: Type.Optional(Type.Boolean({ description: 'booking updates on WhatsApp (else SMS); default true' })),
  couponCode: Type.Optional(Type.String({ maxLength: 40, description: 'a coupon or a referral code, any case' })),
  split: Type.Optional(Type.Boolean({ description: '"Each pays their own share": one share per adult, each paid on its own page' })),
});
export type NewBooking = Static<typeof BookingBodySchema>;
