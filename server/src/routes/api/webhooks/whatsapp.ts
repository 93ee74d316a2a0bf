/**
 * /api/webhooks/whatsapp: the WhatsApp Cloud API's callback URL. GET is Meta's verification
 * handshake (hub.mode=subscribe, hub.verify_token = WHATSAPP_VERIFY_TOKEN → hub.challenge); POST
 * carries delivery statuses, signed over the raw body (X-Hub-Signature-256 with
 * WHATSAPP_APP_SECRET): a wrong or missing signature is 401 and changes nothing.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { messages, travellerMessageTexts } from '../../../domain/index.ts';
import { badRequest, HttpError } from '../../../errors.ts';
import { callbackSignatureValid, recordCallback } from '../../../services/messages/whatsapp-callbacks.ts';
import { errorResponses, publicAccess } from '../../../schemas.ts';

const tags = ['messages'];

const whatsappWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (request, body, done) => done(null, body));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "Meta's verification of the callback URL: answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN",
        security: publicAccess,
        querystring: Type.Object({
          'hub.mode': Type.Optional(Type.String()),
          'hub.verify_token': Type.Optional(Type.String()),
          'hub.challenge': Type.Optional(Type.String()),
        }),
        response: { 200: Type.String(), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const token = app.config.WHATSAPP_VERIFY_TOKEN;
      if (!token || query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== token) {
        throw new HttpError(403, messages.forbidden);
      }
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/',
    {
      config: {
        documentedBody: {
          'application/json': Type.Object(
            { object: Type.String(), entry: Type.Array(Type.Object({})) },
            { description: 'Statuses of sent messages, signed in X-Hub-Signature-256' },
          ),
        },
      },
      schema: {
        tags,
        summary: 'Delivery statuses from the WhatsApp Cloud API (X-Hub-Signature-256: sha256= hex HMAC-SHA256 of the raw body)',
        security: publicAccess,
        response: { 200: Type.Object({ updated: Type.Integer({ minimum: 0 }) }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!callbackSignatureValid(app.config.WHATSAPP_APP_SECRET, raw, request.headers['x-hub-signature-256'])) {
        request.log.warn('whatsapp callback refused: missing or wrong signature');
        throw new HttpError(401, travellerMessageTexts.badSignature);
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw badRequest(messages.invalidRequest);
      }
      if (typeof body !== 'object' || body === null) throw badRequest(messages.invalidRequest);
      return { updated: await recordCallback(app.db, body, app.now()) };
    },
  );
};

export default whatsappWebhookRoutes;
