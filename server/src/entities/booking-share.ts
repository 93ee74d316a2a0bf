/** A booking's share (DESIGN "Each pays their share"): the one definition of its API shape and row mapping (its table: db/tables). */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { paiseToRupees } from '../domain/money.ts';
import { sharePayPath } from '../domain/shares.ts';
import { Nullable, Rupees } from './columns.ts';
import type { BookingSharesTable } from '../db/schema.ts';

export const BookingShareSchema = Type.Object({
  id: Type.String(),
  travellerId: Nullable(Type.String({ description: "the share's traveller record (booking travellers)" })),
  name: Type.String({ description: "the share's traveller's name" }),
  amount: Rupees('INR this share pays in all (its paise-exact part of the total)'),
  amountPaid: Rupees(),
  due: Rupees(
    "INR this share owes now: its part of the deposit while the booking awaits it, then its part of the booking's next instalment",
  ),
  payUrl: Type.String({ description: 'the public page this share is paid on, /pay/<token>' }),
});
export type BookingShare = Static<typeof BookingShareSchema>;

export type BookingShareRow = Selectable<BookingSharesTable> & {
  name: string | null;
  mobileCountryCode?: string | null;
  mobileNumber?: string | null;
};

/** A share as the API sends it; `duePaise` is decided by the caller from the booking (domain shareDueNowPaise). */
export const toBookingShare = (row: BookingShareRow, duePaise: number): BookingShare => ({
  id: row.id,
  travellerId: row.travellerId,
  name: row.name?.trim() || `Traveller ${row.position}`,
  amount: paiseToRupees(row.amountPaise),
  amountPaid: paiseToRupees(row.amountPaidPaise),
  due: paiseToRupees(duePaise),
  payUrl: sharePayPath(row.token),
});
