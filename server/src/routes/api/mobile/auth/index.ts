/**
 * Traveller sign-in by mobile number and one-time code (docs/product.md#states mobile flow, #calls mobile auth calls),
 * under /api/mobile/auth. the verified sign-in of docs/product.md#beyond-the-specification: a returning traveller gets a code too unless
 * the operator set DIRECT_LOGIN=true; the code's row (not the request) says whether it signs up a
 * new traveller or signs in an existing one.
 */
import type { FastifyInstance } from 'fastify';
import signInCodeRoutes from './codes.ts';
import travellerSessionRoutes from './session.ts';
import verifyCodeRoutes from './verify-otp.ts';
import { neverStored } from '../../no-store.ts';

export default async function mobileAuthRoutes(app: FastifyInstance) {
  // Codes, tokens and travellers' numbers: never kept by a browser or proxy.
  neverStored(app);
  await app.register(signInCodeRoutes);
  await app.register(verifyCodeRoutes);
  await app.register(travellerSessionRoutes);
}
