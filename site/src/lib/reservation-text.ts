/** What the reservation form says in its strings' language: the travellers' name labels and the party's sum. */
import { formatPaise, partyAmounts } from '@travel/server/domain';
import type { SeatPricesPaise } from '@travel/server/domain';
import type { ReservationText } from '../i18n/reservation-en.ts';
import { fill } from '../i18n/sign-in-en.ts';

/** Labels of the name fields: 'Adult 1 name', ..., 'Kid 1 name', ... */
export function travellerLabels(adults: number, kids: number, t: Pick<ReservationText, 'adultName' | 'kidName'>): string[] {
  return [
    ...Array.from({ length: adults }, (_, i) => fill(t.adultName, { n: i + 1 })),
    ...Array.from({ length: kids }, (_, i) => fill(t.kidName, { n: i + 1 })),
  ];
}

/** '2 adults × ₹10,000.00 + 1 child × ₹5,000.00 = ₹25,000.00': for English, exactly domain partyTotalText. */
export function partyText(t: ReservationText, party: { adults: number; kids: number }, prices: SeatPricesPaise): string {
  const adults = party.adults === 1 ? t.oneAdult : fill(t.adultsCount, { n: party.adults });
  const parts = [`${adults} × ${formatPaise(prices.pricePaise)}`];
  if (party.kids > 0)
    parts.push(`${party.kids === 1 ? t.oneChild : fill(t.childrenCount, { n: party.kids })} × ${formatPaise(prices.kidPricePaise)}`);
  return `${parts.join(' + ')} = ${formatPaise(partyAmounts(party, prices).totalPaise)}`;
}
