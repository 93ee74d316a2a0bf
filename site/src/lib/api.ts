/**
 * Calls to the API (docs/product.md#calls): one base, a 30-second timeout, the stored bearer token on every
 * request, errors read from the JSON `error` field, and the product's (docs/product.md#states) handling of any 401.
 */
import { limits } from '@travel/server/domain';
import { $session, clearSession } from './session.ts';

export const API_BASE = '/api';

export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** A limit's Retry-After, in seconds, when the server gave one. */
  readonly retryAfterSeconds: number | null;
  /** The message's stable code (`booking.notEnoughSeats`) and the values in it, as the API sent them. */
  readonly code: string | null;
  readonly params: readonly string[];
  constructor(message: string, status: number, body: Record<string, unknown>, retryAfterSeconds: number | null = null) {
    super(message);
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
    this.code = typeof body.code === 'string' ? body.code : null;
    this.params = Array.isArray(body.params) ? body.params.map(String) : [];
  }
}

/** docs/product.md#states: a 401 logs out and goes to /admin/login for an admin session, otherwise /login. */
export function handleUnauthorized(): void {
  const wasAdmin = $session.get().userType === 'admin';
  clearSession();
  window.location.assign(wasAdmin ? '/admin/login' : '/login');
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** What the call accepts back: JSON unless told (the UPI QR code is an SVG). */
  accept?: string;
  /** docs/product.md#errors fallback shown when the server gives no `error`. */
  fallbackError: string;
  /** Sign-in calls answer 401 for a wrong code: that is a message to show, not an expired session. */
  redirectOn401?: boolean;
}

async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The one call every island makes: the successful answer, its body unread; a failure throws ApiError. */
export async function apiFetch(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  const token = $session.get().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  // A form (a file upload) sets its own multipart type with its boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: AbortSignal.timeout(limits.requestTimeoutMs),
    });
  } catch {
    throw new ApiError(options.fallbackError, 0, {});
  }
  if (!response.ok) {
    const body = await jsonOf(response);
    if (response.status === 401 && options.redirectOn401 !== false) handleUnauthorized();
    const message = typeof body.error === 'string' && body.error ? body.error : options.fallbackError;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(message, response.status, body, Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
  return response;
}

/** A JSON call through `apiFetch`: the answer's body (an empty object when it is not JSON). */
export async function apiRequest<T extends object>(path: string, options: RequestOptions): Promise<T> {
  return (await jsonOf(await apiFetch(path, options))) as T;
}
