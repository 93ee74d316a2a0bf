/**
 * Accounts, tokens and travellers' personal data: no browser or proxy may keep a copy. The route
 * groups that answer them (admin, admin sign-in, traveller sign-in, the admin upload URL) mark
 * every answer, errors included, with Cache-Control: no-store.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const noStore = async (_request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  reply.header('cache-control', 'no-store');
};

/** Every answer of the calling route plugin is no-store. */
export function neverStored(app: FastifyInstance): void {
  app.addHook('onSend', noStore);
}
