/** The traveller's waitlist calls (docs/product.md#waitlist), over the one API client. */
import { messages } from '@travel/server/domain';
import type { Language, OwnWaitlistEntry, WaitlistEntry } from '@travel/server/domain';
import { apiRequest } from './api.ts';

const fallbackError = messages.somethingWentWrong;

export const waitlistApi = {
  join: async (departureId: string, seats: number, language: Language = 'en'): Promise<WaitlistEntry> =>
    (
      await apiRequest<{ entry: WaitlistEntry }>(`/departures/${encodeURIComponent(departureId)}/waitlist`, {
        method: 'POST',
        body: { seats, language },
        fallbackError,
      })
    ).entry,
  list: async (): Promise<OwnWaitlistEntry[]> =>
    (await apiRequest<{ entries: OwnWaitlistEntry[] }>('/waitlist', { fallbackError })).entries,
  leave: async (id: string): Promise<WaitlistEntry> =>
    (await apiRequest<{ entry: WaitlistEntry }>(`/waitlist/${encodeURIComponent(id)}`, { method: 'DELETE', fallbackError })).entry,
};
