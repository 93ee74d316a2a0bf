/** The traveller's waitlist calls (docs/product.md#waitlist), over the one API client. */
import { defaultLanguage, messages } from '@travel/server/domain';
import type { Language } from '@travel/server/domain';
import type { OwnWaitlistEntry, WaitlistEntry } from '@travel/server/entities';
import { apiRequest } from './api.ts';

const fallbackError = messages.somethingWentWrong;

export const waitlistApi = {
  /** `language`: the page's, so the offer's message can follow it; English pages send what they always sent. */
  join: async (departureId: string, seats: number, language: Language = defaultLanguage): Promise<WaitlistEntry> =>
    (
      await apiRequest<{ entry: WaitlistEntry }>(`/departures/${encodeURIComponent(departureId)}/waitlist`, {
        method: 'POST',
        body: language === defaultLanguage ? { seats } : { seats, language },
        fallbackError,
      })
    ).entry,
  list: async (): Promise<OwnWaitlistEntry[]> =>
    (await apiRequest<{ entries: OwnWaitlistEntry[] }>('/waitlist', { fallbackError })).entries,
  leave: async (id: string): Promise<WaitlistEntry> =>
    (await apiRequest<{ entry: WaitlistEntry }>(`/waitlist/${encodeURIComponent(id)}`, { method: 'DELETE', fallbackError })).entry,
};
