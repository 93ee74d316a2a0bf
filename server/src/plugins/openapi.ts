/**
 * The OpenAPI document, made from the routes' schemas, and its browsable page at /api/docs.
 * Registered before the routes: swagger collects them as they are added. OpenAPI 3.1, because
 * TypeBox writes JSON Schema 2020-12 (numeric exclusiveMinimum, `type: 'null'` in unions), which
 * 3.0 does not accept.
 */
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import Type, { type TSchema } from 'typebox';
import { fileTypes } from '../domain/index.ts';
import { ErrorSchema } from '../schemas.ts';

const tags: Record<string, string> = {
  health: 'Whether the service and its database answer',
  'admin auth': 'Admin sign-in with e-mail and password',
  'traveller sign-in': 'Traveller sign-up and sign-in with one-time codes sent by SMS',
  statistics: "The landing page's counters",
  public: 'Trips, departures and reviews anyone may read',
  customization: "A traveller's request for a customized trip",
  bookings: "A traveller's bookings and payments",
  waitlist: "A traveller's place on sold-out departures' waitlists",
  payments: 'What the payment provider reports',
  uploads: 'Files put at a signed URL (local storage)',
  'admin trips': 'Trips, for the back office',
  'admin reviews': 'Reviews, for the back office',
  'admin users': 'Registered travellers, for the back office',
  'admin customization requests': 'Stored customization requests, for the back office',
  'admin departures': "Trips' dated runs with seats, for the back office",
  'admin bookings': 'The booking ledger, for the back office',
  vouchers: "A traveller's credit vouchers",
  'admin vouchers': 'Credit vouchers, for the back office: list, goodwill issue, void',
  'admin waitlist': "Departures' waitlists and their order, for the back office",
};

/** `GET /api/admin/trips/{id}` → `getAdminTripsById`: unique, as method and path are. */
function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0].toUpperCase() + word.slice(1))].join('');
}

/** The operation's mark (an `x-` key, which swagger copies onto the operation) of a body it may be called without. */
const optionalBody = 'x-optional-body';

/**
 * What every API call has without each route saying it: an operation id, and the 429 of the API's
 * per-address request limit. Pages, media and the back office are not API calls: left out.
 */
const documented: SwaggerTransform = ({ schema, url, route }) => {
  const own = schema ?? {};
  if (!url.startsWith('/api/')) return { schema: { ...own, hide: true }, url };
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  // The health check is left out of the request limit, so that a probe always gets its answer.
  const limited = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== false;
  let documentedUrl = url;
  let { params, body } = own;
  // A body the route reads raw (no parser, no schema validation), described for the document only.
  const rawBody = (route.config as { documentedBody?: Record<string, unknown> } | undefined)?.documentedBody;
  if (rawBody) body = { content: Object.fromEntries(Object.entries(rawBody).map(([type, schema]) => [type, { schema }])) };
  // The one wildcard is the local storage's upload URL: its tail is a key whose slashes the signed URL encodes, its
  // body the file's bytes as they are (never parsed, so the route itself declares no body).
  if (url.endsWith('/*')) {
    documentedUrl = `${url.slice(0, -2)}/{key}`;
    params = Type.Object({ key: Type.String({ description: "The file's key as presigned-url made it, its slashes encoded (%2F)" }) });
    const mediaTypes = new Set([...Object.values(fileTypes).map((type) => type.mime), 'application/octet-stream']);
    body = { content: Object.fromEntries([...mediaTypes].map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) };
  }
  // The back office's multipart form: every field is text (numbers as digits, media joined by commas).
  if (body && own.consumes?.includes('multipart/form-data')) {
    body = { content: { 'application/json': { schema: body }, 'multipart/form-data': { schema: formFieldsOf(body) } } };
  }
  const { consumes: _consumes, ...rest } = own;
  return {
    url: documentedUrl,
    schema: {
      ...rest,
      params,
      body,
      // swagger marks every body required; one the route declares Type.Optional is not (bodyRequiredOnlyWhenSo).
      ...(own.body && Type.IsOptional(own.body) ? { [optionalBody]: true } : {}),
      operationId: own.operationId ?? operationId(method, url),
      response: { ...commonAnswers(method, url, own, limited), ...(own.response as object) },
    },
  };
};

/**
 * @fastify/swagger writes `requestBody.required: true` for every body; a route whose body schema is
 * Type.Optional (POST /bookings/{id}/pay, /cancel: called with no body at all) gets `required: false`.
 */
function bodyRequiredOnlyWhenSo<Document extends { paths?: object }>(document: Document): Document {
  for (const item of Object.values(document.paths ?? {}) as Record<string, Record<string, unknown>>[]) {
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || !(optionalBody in operation)) continue;
      delete operation[optionalBody];
      const requestBody = operation.requestBody as { required?: boolean } | undefined;
      if (requestBody) requestBody.required = false;
    }
  }
  return document;
}

const error = (description: string) => ({ ...ErrorSchema, description });

/**
 * The answers any API call may get besides its own: a request refused before its handler (an
 * unreadable or invalid parameter or body, a body over the size limit or of a type nobody reads),
 * the request limit, an unreachable database, an unexpected failure.
 */
function commonAnswers(method: string, url: string, own: FastifySchema, limited: boolean): Record<number, unknown> {
  const answers: Record<number, unknown> = {};
  const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
  if (takesBody || own.params || own.querystring) answers[400] = error('The request is invalid: its message says what');
  if (takesBody) answers[413] = error('The body is larger than allowed');
  if (takesBody && !url.endsWith('/*')) answers[415] = error('The body is of a media type this call does not read');
  if (limited) answers[429] = error('Too many requests from this address');
  answers[500] = error('An unexpected failure');
  answers[503] = error('The database does not answer');
  return answers;
}

/** A body's fields as multipart sends them: text, each with the JSON field's description. */
function formFieldsOf(body: TSchema): TSchema {
  const properties = (body as { properties?: Record<string, { description?: string }> }).properties ?? {};
  return Type.Object(
    Object.fromEntries(
      Object.entries(properties).map(([name, field]) => [
        name,
        Type.Optional(Type.String(field.description ? { description: field.description } : {})),
      ]),
    ),
  );
}

export default fp(
  async function openApiPlugin(app: FastifyInstance) {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Travel app API',
          version: '1.0.0',
          description: 'Public trips, traveller sign-in with one-time codes, admin back office. Every error is {"error": "<message>"}.',
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        // Relative: the document is served by the API it describes, whatever its public address.
        servers: [{ url: '/', description: 'The server that serves this document' }],
        tags: Object.entries(tags).map(([name, description]) => ({ name, description })),
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: documented,
      transformObject: (document) =>
        'openapiObject' in document ? bodyRequiredOnlyWhenSo(document.openapiObject) : document.swaggerObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
