/**
 * The API's one error shape, `{"error": "<message>"}`, for every failure: our HttpErrors as thrown,
 * domain errors with the status of their code, schema failures and unreadable bodies as 400, an unreachable database as 503, constraint
 * violations as 400 or 409, other client errors with their status, anything else as a logged 500.
 * Also the 404 answer for paths no route serves (`sendNotFound`, used again by the API's scope).
 */
import type { Plugin } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type DomainErrorCode, DomainError, errorCodeOf, messages } from '../domain/index.ts';
import { constraintStatus, HttpError, isDatabaseUnavailable, isMalformedMultipart } from '../errors.ts';

/** The one place a domain refusal becomes an HTTP status. */
const domainErrorStatus: Record<DomainErrorCode, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many: 429,
};

export const sendNotFound = (_request: FastifyRequest, reply: FastifyReply) => reply.status(404).send({ error: messages.notFound });

/** 4xx errors Fastify and its plugins raise keep their status; a few get the product's own words. */
function clientErrorMessage(status: number, error: FastifyError): string {
  if (status === 413) return messages.payloadTooLarge;
  if (status === 429) return messages.tooManyRequests;
  return error.message || messages.invalidRequest;
}

/**
 * Ajv learns the `x-error-message` keyword (an OpenAPI extension, so the document stays valid): a schema's message
 * for the rule it checks, written once with the schema.
 */
const SCHEMA_MESSAGE = 'x-error-message';
export const schemaMessagesKeyword: Plugin<unknown> = (ajv) => ajv.addKeyword(SCHEMA_MESSAGE);

interface SchemaIssue {
  keyword: string;
  params?: { missingProperty?: string };
  parentSchema?: { [SCHEMA_MESSAGE]?: string; properties?: Record<string, { [SCHEMA_MESSAGE]?: string }> };
}

/**
 * The contract's message of the first broken rule whose schema carries one: the failing schema's own
 * `x-error-message`, or for a missing property, that property's. A union's branches fail before the union
 * itself, so every issue is looked at.
 */
function schemaMessage(issues: readonly SchemaIssue[]): string | null {
  for (const issue of issues) {
    const missing = issue.keyword === 'required' ? issue.params?.missingProperty : undefined;
    const message = missing ? issue.parentSchema?.properties?.[missing]?.[SCHEMA_MESSAGE] : issue.parentSchema?.[SCHEMA_MESSAGE];
    if (message) return message;
  }
  return null;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return reply.status(error.statusCode).send({ error: error.message });
  if (error instanceof DomainError) return reply.status(domainErrorStatus[error.code]).send({ error: error.message });
  if (error.validation) {
    const carried = schemaMessage(error.validation);
    if (carried) return reply.status(400).send({ error: carried });
    const first = error.validation[0];
    const where = `${error.validationContext ?? 'request'}${first?.instancePath ?? ''}`.replace(/\//g, '.');
    return reply.status(400).send({ error: `${messages.invalidRequest}: ${where} ${first?.message ?? 'is invalid'}` });
  }
  if (isMalformedMultipart(error)) return reply.status(400).send({ error: messages.invalidRequest });
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return reply.status(503).send({ error: messages.databaseUnavailable });
  }
  const constraint = constraintStatus(error);
  if (constraint) {
    request.log.warn({ err: error }, 'write refused by a database constraint');
    return reply.status(constraint).send({ error: messages.invalidRequest });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.status(status).send({ error: clientErrorMessage(status, error) });
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ error: messages.internalError });
}

/**
 * Every error answer, whoever sent it (this handler, a route's 404, a plugin's 429), gets the stable
 * `code` of its text (and the values in it as `params`) beside SPEC's `error`: clients show words by code.
 */
export function isErrorAnswer(status: number, payload: unknown): payload is { error: string; code?: unknown } {
  if (status < 400 || typeof payload !== 'object' || payload === null) return false;
  const body = payload as { error?: unknown };
  if (typeof body.error !== 'string') return false;
  // A status report that says why it is down (the health check's 503) is not an error answer.
  return status < 500 || Object.keys(body).length === 1;
}

const withErrorCode = (status: number, payload: unknown): unknown =>
  isErrorAnswer(status, payload) && payload.code === undefined ? { ...payload, ...errorCodeOf(payload.error, status) } : payload;

export default fp(
  async function errorHandlerPlugin(app: FastifyInstance) {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler(sendNotFound);
    // A callback hook, not an async one: it runs for every JSON answer, and most are no error.
    app.addHook('preSerialization', (_request, reply, payload, done) => done(null, withErrorCode(reply.statusCode, payload)));
  },
  { name: 'error-handler' },
);
