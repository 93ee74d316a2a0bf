/**
 * The admin back office's API under /api/admin: every route needs an admin token (each group's
 * hooks say so: requireAdmin, which refuses trip leaders with 403) and no answer is ever stored by a browser or proxy.
 */
import adminDepartureTravellerRoutes from './departure-travellers.ts';
import adminTravellerProofRoutes from './traveller-proofs.ts';
import type { FastifyInstance } from 'fastify';
import adminBookingMessageRoutes from './booking-messages.ts';
import adminBookingReminderRoutes from './booking-reminders.ts';
import adminBookingRoutes from './bookings.ts';
import adminCouponRoutes from './coupons.ts';
import adminCustomizationRequestRoutes from './customization-requests.ts';
import adminDepartureDayRoutes from './departure-day.ts';
import adminDepartureBroadcastRoutes from './departure-broadcast.ts';
import adminDepartureRoutes from './departures.ts';
import adminDepartureWaitlistRoutes from './departure-waitlist.ts';
import adminDiscountReportRoutes from './discount-report.ts';
import adminDocumentRoutes from './documents.ts';
import adminFinanceRoutes from './finance.ts';
import adminJobRoutes from './jobs.ts';
import adminMessageRoutes from './messages.ts';
import adminReportRoutes from './reports.ts';
import adminReviewRoutes from './reviews.ts';
import adminStaffRoutes from './staff.ts';
import adminTripRoutes from './trips.ts';
import adminUploadRoutes from './upload.ts';
import adminUserRoutes from './users.ts';
import adminVoucherRoutes from './vouchers.ts';
import adminWaitlistRoutes from './waitlist.ts';
import { neverStored } from '../no-store.ts';

export default async function adminRoutes(app: FastifyInstance) {
  neverStored(app);
  await app.register(adminTripRoutes, { prefix: '/trips' });
  await app.register(adminReviewRoutes, { prefix: '/reviews' });
  await app.register(adminUserRoutes, { prefix: '/users' });
  await app.register(adminCustomizationRequestRoutes, { prefix: '/customization-requests' });
  await app.register(adminDepartureRoutes, { prefix: '/departures' });
  await app.register(adminDepartureDayRoutes, { prefix: '/departures' });
  await app.register(adminDepartureWaitlistRoutes, { prefix: '/departures' });
  await app.register(adminDepartureTravellerRoutes, { prefix: '/departures' });
  await app.register(adminDepartureBroadcastRoutes, { prefix: '/departures' });
  await app.register(adminWaitlistRoutes, { prefix: '/waitlist' });
  await app.register(adminBookingRoutes, { prefix: '/bookings' });
  await app.register(adminBookingReminderRoutes, { prefix: '/bookings' });
  await app.register(adminTravellerProofRoutes, { prefix: '/bookings' });
  await app.register(adminBookingMessageRoutes, { prefix: '/bookings' });
  await app.register(adminUploadRoutes, { prefix: '/upload' });
  await app.register(adminDocumentRoutes, { prefix: '/documents' });
  await app.register(adminReportRoutes, { prefix: '/reports' });
  await app.register(adminFinanceRoutes, { prefix: '/reports' });
  await app.register(adminDiscountReportRoutes, { prefix: '/reports' });
  await app.register(adminVoucherRoutes, { prefix: '/vouchers' });
  await app.register(adminCouponRoutes, { prefix: '/coupons' });
  await app.register(adminJobRoutes, { prefix: '/jobs' });
  await app.register(adminStaffRoutes, { prefix: '/staff' });
  await app.register(adminMessageRoutes, { prefix: '/messages' });
}
