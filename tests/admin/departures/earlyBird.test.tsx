/**
 * The departure form's early bird: both fields or neither, the domain's message under the field it is about, what is
 * sent (null: none), and when it holds in words.
 */
import { calendarDay, pricingMessages } from '@travel/server/domain';
import type { Departure } from '@travel/server/entities';
import { AdminContext, Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { EarlyBirdInputs, earlyBirdOfForm, earlyBirdWords } from '../../../admin/src/departures/EarlyBirdInputs.tsx';
import { departureFormToRecord, validateDepartureForm } from '../../../admin/src/departures/departureFormValues.ts';
import { renderEachTest } from '../../site/islands/render.ts';

const mount = renderEachTest();
const future = (days: number) => calendarDay(new Date(Date.now() + days * 86_400_000));
const base = { tripId: 't1', startDate: future(60), seatsTotal: 12, status: 'open' };

describe('early bird in the departure form', () => {
  it('takes both fields or neither, with the domain’s message under the field that is wrong', () => {
    expect(validateDepartureForm({ ...base })).toEqual({});
    expect(validateDepartureForm({ ...base, earlyBird: { daysBefore: null, percent: '' } })).toEqual({});
    expect(validateDepartureForm({ ...base, earlyBird: { daysBefore: 30, percent: 10 } })).toEqual({});
    expect(validateDepartureForm({ ...base, earlyBird: { daysBefore: 30, percent: null } })).toEqual({
      earlyBird: { percent: pricingMessages.earlyBirdInvalid },
    });
    expect(validateDepartureForm({ ...base, earlyBird: { daysBefore: 30, percent: 91 } })).toEqual({
      earlyBird: { percent: pricingMessages.earlyBirdInvalid },
    });
    expect(validateDepartureForm({ ...base, earlyBird: { daysBefore: 400, percent: 10 } })).toEqual({
      earlyBird: { daysBefore: pricingMessages.earlyBirdInvalid },
    });
    expect(validateDepartureForm({ ...base, earlyBird: { daysBefore: 2.5, percent: 10 } })).toEqual({
      earlyBird: { daysBefore: pricingMessages.earlyBirdInvalid },
    });
  });

  it('sends the early bird typed when set or changed, null when an edit empties both fields', () => {
    expect(departureFormToRecord({ ...base, earlyBird: { daysBefore: 30, percent: 10 } }).earlyBird).toEqual({
      daysBefore: 30,
      percent: 10,
    });
    expect(departureFormToRecord({ ...base })).not.toHaveProperty('earlyBird');
    const saved = { ...base, id: 'd1', earlyBird: { daysBefore: 30, percent: 10 } } as unknown as Departure;
    expect(departureFormToRecord({ ...base, earlyBird: { daysBefore: null, percent: null } }, saved).earlyBird).toBeNull();
    expect(departureFormToRecord({ ...base, earlyBird: { daysBefore: 30, percent: 10 } }, saved)).not.toHaveProperty('earlyBird');
    expect(earlyBirdOfForm({ earlyBird: { daysBefore: 0, percent: 5 } })).toEqual({ daysBefore: 0, percent: 5 });
  });

  it('says until when it holds once both fields and the start are known', () => {
    expect(earlyBirdWords({ startDate: '2031-03-31', earlyBird: { daysBefore: 30, percent: 10 } })).toBe('Booked by Mar 01, 2031: 10% off');
    expect(earlyBirdWords({ startDate: '2031-03-31', earlyBird: { daysBefore: 30 } })).toBeNull();
    expect(earlyBirdWords({ earlyBird: { daysBefore: 30, percent: 10 } })).toBeNull();
  });

  it('shows the two labelled fields and the words for a saved early bird', () => {
    const container = mount(
      <AdminContext>
        <Form record={{ id: 'd1', startDate: '2031-03-31', earlyBird: { daysBefore: 30, percent: 10 } }}>
          <EarlyBirdInputs />
        </Form>
      </AdminContext>,
    );
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(['Early bird: days before the start', 'Early bird: % off']);
    const inputs = [...container.querySelectorAll('input')].map((input) => input.value);
    expect(inputs).toEqual(['30', '10']);
    expect(container.querySelector('[data-testid="early-bird-words"]')?.textContent).toBe('Booked by Mar 01, 2031: 10% off');
  });
});
