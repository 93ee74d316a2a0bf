/** Where the API lives and how a failed call becomes a message (docs/product.md#calls, #errors). */
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

/** JSON call with the bearer token and the specification's 30-second timeout; throws HttpError with the body. */
export async function requestJson<T>(path: string, init: RequestInit & { token?: string | null } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  headers.set('Accept', 'application/json');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { ...init, headers, signal: AbortSignal.timeout(limits.requestTimeoutMs) });
  } catch {
    // Network failure or timeout: no status, no body; the caller's fallback message is shown.
    throw new HttpError('', 0, undefined);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) throw new HttpError(response.statusText, response.status, body);
  return body as T;
}
