/**
 * Domain owns the shapes its rules take and never imports server/src/entities; the API's schemas document the
 * same shapes. These checks (run by the typecheck) fail when a field is added to one side and not the other.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type {
  BankAccountDetails,
  BookingBody,
  BookingInput,
  CouponBody,
  CouponInput,
  DepartureBody,
  DepartureCancellationFigures,
  DepartureInput,
  dueNowBy,
  InputOf,
  OfflinePaymentBody,
  OfflinePaymentInput,
  ReviewInput,
  StatisticsInput,
  TripInput,
} from '../../../server/src/domain/index.ts';
import type { BankAccount } from '../../../server/src/entities/booking-instalments.ts';
import type { CouponChanges } from '../../../server/src/entities/coupon.ts';
import type {
  Booking,
  DepartureCancellationQuote,
  DepartureChanges,
  NewBooking,
  OfflinePayment,
  Review,
  Statistics,
  Trip,
} from '../../../server/src/entities/index.ts';

describe('domain shapes and the API schemas', () => {
  it('request bodies: what the parsers give is what the schemas document', () => {
    expectTypeOf<BookingBody>().toEqualTypeOf<NewBooking>();
    expectTypeOf<OfflinePaymentBody>().toEqualTypeOf<OfflinePayment>();
    expectTypeOf<DepartureBody>().toEqualTypeOf<DepartureChanges>();
    expectTypeOf<CouponBody>().toEqualTypeOf<CouponChanges>();
  });

  it("forms' fields: every field of the entity, none more", () => {
    expectTypeOf<BookingInput>().toEqualTypeOf<InputOf<NewBooking>>();
    expectTypeOf<OfflinePaymentInput>().toEqualTypeOf<InputOf<OfflinePayment>>();
    expectTypeOf<DepartureInput>().toEqualTypeOf<InputOf<DepartureChanges>>();
    expectTypeOf<CouponInput>().toEqualTypeOf<InputOf<CouponChanges>>();
    expectTypeOf<StatisticsInput>().toEqualTypeOf<InputOf<Statistics>>();
    expectTypeOf<ReviewInput>().toEqualTypeOf<InputOf<Review, 'id' | 'tripId' | 'trip' | 'createdAt' | 'updatedAt'>>();
    expectTypeOf<TripInput>().toEqualTypeOf<InputOf<Trip, 'id' | 'createdAt' | 'updatedAt'>>();
  });

  it('entities satisfy the structural shapes domain rules read', () => {
    expectTypeOf<BankAccount>().toExtend<BankAccountDetails>();
    expectTypeOf<DepartureCancellationQuote>().toExtend<DepartureCancellationFigures>();
    expectTypeOf<Booking>().toExtend<Parameters<typeof dueNowBy>[0]>();
  });
});
