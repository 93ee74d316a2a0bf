/**
 * The back office's one HTTP client (docs/product.md#calls, #errors): where the API lives, the bearer
 * token, the specification's 30-second timeout, and how a failed call becomes a message. The data
 * provider, the custom calls and the manifest download all go through `apiFetch`.
 */
import { limits } from '@travel/server/domain';
import { HttpError } from 'react-admin';

export const API_BASE = '/api';

/** The server's `error` field when there is one, else the product's (docs/product.md#errors) fallback for the call. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    const body = error.body as { error?: unknown } | undefined;
    if (body && typeof body.error === 'string' && body.error) return body.error;
    return fallback;
  }
  return fallback;
}

export const statusOf = (error: unknown): number | undefined => (error instanceof HttpError ? error.status : undefined);

/** A body read as JSON; empty or not JSON reads as undefined. */
export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export type ApiInit = RequestInit & { token?: string | null };

/**
 * A call to `${API_BASE}${path}` with the bearer token (when given), JSON by default, and the
 * specification's timeout or the caller's abort signal, whichever first. A failure throws HttpError
 * with the status and the parsed body; the answer's body is left for the caller to read.
 */
export async function apiFetch(path: string, init: ApiInit = {}): Promise<Response> {
  const { token, ...request } = init;
  const headers = new Headers(request.headers);
  if (request.body !== undefined && request.body !== null && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const timeout = AbortSignal.timeout(limits.requestTimeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { ...request, headers, signal });
  } catch (error) {
    // A newer query replaced this one: react-query expects the abort itself.
    if (request.signal?.aborted) throw error;
    // Network failure or timeout: no status, no body; the caller's fallback message is shown.
    throw new HttpError('', 0, undefined);
  }
  if (!response.ok) throw new HttpError(response.statusText, response.status, parseJson(await response.text()));
  return response;
}

/** A JSON call through `apiFetch`: the parsed answer. */
export async function requestJson<T>(path: string, init: ApiInit = {}): Promise<T> {
  const response = await apiFetch(path, init);
  return parseJson(await response.text()) as T;
}
