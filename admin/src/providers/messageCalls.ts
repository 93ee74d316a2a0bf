/**
 * Messages to travellers in the back office: a booking's plan, sending a failed one again, a
 * departure's broadcast, and the failures of the last day. Failures carry the server's `error`.
 */
import { messages } from '@travel/server/domain';
import type { MessageTiming, TravellerMessage } from '@travel/server/domain';
import { HttpError } from 'react-admin';
import type { Identifier } from 'react-admin';
import { errorMessage, requestJson } from './api.ts';
import { readSession } from './session.ts';

function withServerMessage(error: unknown): HttpError {
  const status = error instanceof HttpError ? error.status : 0;
  return new HttpError(errorMessage(error, messages.internalError), status, error instanceof HttpError ? error.body : undefined);
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  try {
    return await requestJson<T>(path, { ...init, token: readSession().token });
  } catch (error) {
    throw withServerMessage(error);
  }
}

const segment = (id: Identifier) => encodeURIComponent(String(id));

export async function fetchBookingMessages(bookingId: Identifier): Promise<TravellerMessage[]> {
  return (await call<{ messages: TravellerMessage[] }>(`/admin/bookings/${segment(bookingId)}/messages`)).messages;
}

export async function resendMessage(messageId: string): Promise<TravellerMessage> {
  return (await call<{ message: TravellerMessage }>(`/admin/messages/${segment(messageId)}/resend`, { method: 'POST' })).message;
}

export async function messageEveryone(departureId: Identifier, text: string, urgent: boolean): Promise<number> {
  const body = JSON.stringify({ text, urgent });
  return (await call<{ queued: number }>(`/admin/departures/${segment(departureId)}/messages`, { method: 'POST', body })).queued;
}

export async function fetchFailedLastDay(): Promise<number> {
  return (await call<{ failedLastDay: number }>('/admin/messages/summary')).failedLastDay;
}

/** Quiet hours and when a non-urgent message written now goes. */
export function fetchMessageTiming(): Promise<MessageTiming> {
  return call<MessageTiming>('/admin/messages/timing');
}
