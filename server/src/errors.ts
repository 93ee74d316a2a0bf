/**
 * The API's one error shape: `{"error": "<message>"}` with a fitting status. Route handlers throw
 * `HttpError`s; services and repositories throw the domain's `DomainError` (no HTTP below the
 * routes); plugins/error-handler.ts maps those and turns everything else into a safe answer.
 */
import { messages } from './domain/index.ts';

export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = messages.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = messages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = messages.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string = messages.tooManyRequests) => new HttpError(429, message);

const UNAVAILABLE_MESSAGES = new RegExp(
  [
    'Connection terminated',
    'timeout exceeded when trying to connect',
    'PGlite is closed',
    'driver has already been destroyed',
    'database system is (starting|shutting) up',
    // pg's answer to a rollback on a connection the server ended mid-transaction (Kysely throws the rollback's error).
    'Client has encountered a connection error and is not queryable',
  ].join('|'),
  'i',
);

/** PostgreSQL / driver errors that mean the database is not reachable right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '53300', '3D000'].includes(code) ||
    code.startsWith('08') ||
    UNAVAILABLE_MESSAGES.test(String((error as Error)?.message))
  );
}

/** Constraint violations that slipped past validation are the client's fault, never a 500. */
/** A delete refused because other rows still refer to the row (NO ACTION: 23503, RESTRICT: 23001). */
export const isStillReferenced = (error: unknown): boolean => ['23001', '23503'].includes((error as { code?: string } | null)?.code ?? '');

export function constraintStatus(error: unknown): number | null {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (code === '23505') return 409;
  // 22021 / 22P05: text PostgreSQL cannot store (a NUL byte).
  if (['23502', '23503', '23514', '22P02', '22001', '22003', '22007', '22008', '22021', '22P05'].includes(code)) return 400;
  return null;
}

/**
 * A multipart body the parser cannot read (no boundary, a boundary over busboy's 256 characters,
 * cut short, bad part header): the client's fault.
 */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found/,
  /^Boundary required/,
  /^Unexpected end of multipart data/,
  /^Malformed part header/,
  /^Missing Content-Type-header/,
  /^Unsupported Content-Type/,
  /^The needle cannot have a length bigger than/,
  /terminated early due to unexpected end of multipart data/,
];

export function isMalformedMultipart(error: unknown): boolean {
  if ((error as { statusCode?: number } | null)?.statusCode) return false;
  const message = String((error as Error)?.message);
  return MALFORMED_MULTIPART.some((pattern) => pattern.test(message));
}
