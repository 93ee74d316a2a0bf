/**
 * Failed background work's calls that are not CRUD: "Try again" on a failed job (POST
 * /admin/jobs/{id}/retry) and the dashboard's count of the last day's failures (GET /admin/jobs/summary).
 * The list itself goes through the data provider (resource `jobs`). Failures carry the server's `error`.
 */
import { messages } from '@travel/server/domain';
import type { FailedJob } from '@travel/server/entities';
import { HttpError } from 'react-admin';
import type { Identifier } from 'react-admin';
import { errorMessage, requestJson } from './api.ts';
import { readSession } from './session.ts';

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  try {
    return await requestJson<T>(path, { ...init, token: readSession().token });
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 0;
    throw new HttpError(errorMessage(error, messages.internalError), status, error instanceof HttpError ? error.body : undefined);
  }
}

export async function retryJob(id: Identifier): Promise<FailedJob> {
  return (await call<{ job: FailedJob }>(`/admin/jobs/${encodeURIComponent(String(id))}/retry`, { method: 'POST' })).job;
}

export async function fetchFailedJobsLastDay(): Promise<number> {
  return (await call<{ failedLastDay: number }>('/admin/jobs/summary')).failedLastDay;
}
