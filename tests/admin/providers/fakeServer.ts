/**
 * A stand-in for the API in component tests: fetch answers from a route table and records every
 * call; XMLHttpRequest PUTs (the upload step) are recorded and answered with a chosen status.
 */
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Route = (call: RecordedCall) => { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error';

export function installFakeApi(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  const uploads: { url: string; headers: Record<string, string>; size: number }[] = [];
  let uploadStatus = 200;

  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = {};
    // happy-dom keeps header names as written: compare them lowercased.
    new Headers(init.headers).forEach((value, key) => (headers[key.toLowerCase()] = value));
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : init.body;
    const call = { method, url, headers, body };
    calls.push(call);
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const route = routes[`${method} ${path}`];
    if (!route) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    const answer = route(call);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });

  class FakeXhr {
    status = 0;
    statusText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(file: Blob) {
      uploads.push({ url: this.url, headers: this.headers, size: file.size });
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: file.size, total: file.size });
        this.status = uploadStatus;
        this.statusText = uploadStatus === 200 ? 'OK' : 'Forbidden';
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);

  return {
    calls,
    uploads,
    failUploadsWith(status: number) {
      uploadStatus = status;
    },
  };
}
