/**
 * The JSON API under /api: one folder or file per URL (routes/api/admin/… is /api/admin/…), each a
 * Fastify plugin registered here with its prefix, behind the per-address request limit.
 */
import type { FastifyInstance } from 'fastify';
import { registerApiRateLimit } from '../../plugins/api-rate-limit.ts';
import joinRoutes from './join.ts';
import payRoutes from './pay.ts';
import { sendNotFound } from '../../plugins/error-handler.ts';
import adminRoutes from './admin/index.ts';
import adminAuthRoutes from './auth/index.ts';
import bookingRoutes from './bookings/index.ts';
import bookingMessageRoutes from './bookings/messages.ts';
import customizeTripRoutes from './customize-trip.ts';
import departureWaitlistRoutes from './departures/waitlist.ts';
import healthRoutes from './health.ts';
import meRoutes from './me.ts';
import leaderRoutes from './leader/index.ts';
import mobileAuthRoutes from './mobile/auth/index.ts';
import razorpayWebhookRoutes from './payments/razorpay-webhook.ts';
import publicRoutes from './public/index.ts';
import statisticsRoutes from './statistics.ts';
import uploadedFileRoutes from './upload/files.ts';
import voucherRoutes from './vouchers.ts';
import waitlistRoutes from './waitlist.ts';
import whatsappWebhookRoutes from './webhooks/whatsapp.ts';

export default async function apiRoutes(api: FastifyInstance) {
  await registerApiRateLimit(api, { max: api.config.API_RATE_LIMIT_PER_MINUTE, redisUrl: api.config.REDIS_URL });
  await api.register(healthRoutes);
  await api.register(adminAuthRoutes, { prefix: '/auth' });
  await api.register(mobileAuthRoutes, { prefix: '/mobile/auth' });
  await api.register(statisticsRoutes, { prefix: '/statistics' });
  await api.register(publicRoutes, { prefix: '/public' });
  await api.register(customizeTripRoutes, { prefix: '/customize-trip' });
  await api.register(adminRoutes, { prefix: '/admin' });
  await api.register(leaderRoutes, { prefix: '/leader' });
  await api.register(bookingRoutes, { prefix: '/bookings' });
  await api.register(bookingMessageRoutes, { prefix: '/bookings' });
  await api.register(voucherRoutes, { prefix: '/vouchers' });
  await api.register(meRoutes, { prefix: '/me' });
  await api.register(joinRoutes, { prefix: '/join' });
  await api.register(payRoutes, { prefix: '/pay' });
  await api.register(departureWaitlistRoutes, { prefix: '/departures' });
  await api.register(waitlistRoutes, { prefix: '/waitlist' });
  await api.register(razorpayWebhookRoutes, { prefix: '/payments/razorpay' });
  await api.register(uploadedFileRoutes, { prefix: '/upload/files' });
  await api.register(whatsappWebhookRoutes, { prefix: '/webhooks/whatsapp' });
  // Within /api, so an unknown API path is counted by the rate limit like any other.
  api.setNotFoundHandler(sendNotFound);
}
