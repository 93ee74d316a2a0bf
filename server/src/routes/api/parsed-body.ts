/**
 * A request body checked by its domain parser before the schema sees it, so that a wrong value gets
 * the contract's message (the first rule it breaks) rather than a schema's. The parsed, typed value
 * replaces the body, and the schema, which documents the body, checks that value again.
 */
import type { FastifyRequest } from 'fastify';
import type { Parsed } from '../../domain/index.ts';
import { badRequest } from '../../errors.ts';
import { isPlainObject } from './admin/form-values.ts';

export function parseBodyWith<T>(parse: (body: Record<string, unknown>, request: FastifyRequest) => Parsed<T> | Promise<Parsed<T>>) {
  return async (request: FastifyRequest) => {
    // Not an object at all: the schema refuses it, with its own message.
    if (!isPlainObject(request.body)) return;
    const parsed = await parse(request.body, request);
    if (parsed.error !== undefined) throw badRequest(parsed.error);
    request.body = parsed.value;
  };
}

/**
 * A body normalized (form text to numbers, blanks dropped) for the schema to check next: in
 * preValidation the body is not yet checked, whatever the route's type for it says.
 */
export function uncheckedBody(request: FastifyRequest, body: unknown): void {
  request.body = body;
}
