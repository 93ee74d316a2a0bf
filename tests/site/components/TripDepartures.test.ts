// @vitest-environment node
/** The trip page's Departures section: its heading and lead, and the departure list island hydrated when idle. */
import { bookingTexts, cancellationPolicyLines } from '@travel/server/domain';
import { describe, expect, it } from 'vitest';
import TripDepartures from '../../../site/src/components/TripDepartures.astro';
import { renderAstro, textOf } from './render.ts';

describe('TripDepartures', () => {
  it('titles the section and hands the trip to the departure list, hydrated when the browser is idle', async () => {
    const section = await renderAstro(TripDepartures, { tripId: 'trip-1', place: 'Hampi Ruins', businessName: 'Wander India Trips' });
    expect(section.querySelector('section')?.id).toBe('departures');
    expect(textOf(section.querySelector('h2'))).toBe(bookingTexts.departuresTitle);
    expect(textOf(section.querySelector('.departures-lead'))).toBe(
      'Reserve your seats online with a deposit; the balance is due before the trip.',
    );
    const island = section.querySelector('astro-island');
    expect(island?.getAttribute('component-url')).toContain('DepartureList');
    expect(island?.getAttribute('client')).toBe('after-paint');
    expect(island?.getAttribute('props')).toContain('Hampi Ruins');
  });

  it("states the trip's cancellation policy in words and hands it and the business's state to the form", async () => {
    const policy = [
      { daysBefore: 30, retainPercent: 10 },
      { daysBefore: 15, retainPercent: 50 },
      { daysBefore: 0, retainPercent: 100 },
    ];
    const section = await renderAstro(TripDepartures, {
      tripId: 'trip-1',
      place: 'Hampi Ruins',
      businessName: 'Wander India Trips',
      policy,
      businessStateCode: '29',
    });
    expect([...section.querySelectorAll('.departures-policy li')].map((li) => textOf(li))).toEqual(cancellationPolicyLines(policy));
    const props = section.querySelector('astro-island')?.getAttribute('props') ?? '';
    expect(props).toContain('businessStateCode');
    expect(props).toContain('29');
    expect(props).toContain('retainPercent');
  });
});
