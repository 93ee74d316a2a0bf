/**
 * The departure form's payment plan table: rows added and typed, the live example in rupees for one
 * seat (paise-exact, the remainder on the last), a plan that breaks a rule named under the table by
 * the domain's message, and what the form sends.
 */
import { act } from 'react';
import { AdminContext, Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDay, paymentPlanMessages, validateDeparture } from '@travel/server/domain';
import { departureFormToRecord } from '../../../admin/src/departures/departureFormValues.ts';
import { PaymentPlanInput } from '../../../admin/src/departures/PaymentPlanInput.tsx';
import { buttonNamed, click, render, type } from '../../site/islands/render.ts';

const start = addDays(calendarDay(), 120);

async function mount(values: Record<string, unknown> = {}) {
  let sent: Record<string, unknown> | null = null;
  const view = await render(
    <AdminContext>
      <Form
        defaultValues={values}
        validate={(form: Record<string, unknown>) =>
          validateDeparture({ paymentPlan: form.paymentPlan }, { creating: false, today: calendarDay() })
        }
        onSubmit={(form: Record<string, unknown>) => {
          sent = form;
        }}
      >
        <PaymentPlanInput price={60000} startDate={start} />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );
  return { ...view, sent: () => sent };
}

const inputs = (container: HTMLElement) => [...container.querySelectorAll<HTMLInputElement>('input[type="number"]')];
const example = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="payment-plan-example"] li')].map((item) => item.textContent);

describe('the payment plan table', () => {
  it('adds payments, shows the example in rupees as it is typed, and sends the plan', async () => {
    const { container, unmount, sent } = await mount();
    expect(container.querySelector('table')).toBeNull();
    await click(buttonNamed(container, paymentPlanMessages.addStep));
    // The first payment is at booking, all of it until more are added.
    expect(container.querySelector('tbody')!.textContent).toContain(paymentPlanMessages.atBooking);
    expect(example(container)).toEqual([`₹60,000 · ${paymentPlanMessages.atBooking}`]);
    await type(inputs(container)[0], '30');
    await click(buttonNamed(container, paymentPlanMessages.addStep));
    await click(buttonNamed(container, paymentPlanMessages.addStep));
    // [percent 1] [days 2] [percent 2] [days 3] [percent 3]
    const [, days2, percent2, days3, percent3] = inputs(container);
    await type(days2, '60');
    await type(percent2, '40');
    await type(days3, '30');
    await type(percent3, '30');
    expect(example(container)).toEqual([
      `₹18,000 · ${paymentPlanMessages.atBooking}`,
      expect.stringMatching(/^₹24,000 · /),
      expect.stringMatching(/^₹18,000 · /),
    ]);
    expect(container.querySelector('[data-testid="payment-plan-example"]')!.textContent).toContain(paymentPlanMessages.example('₹60,000'));
    await click(buttonNamed(container, 'Save'));
    expect(sent()?.paymentPlan).toEqual([
      { daysBefore: null, percent: 30 },
      { daysBefore: 60, percent: 40 },
      { daysBefore: 30, percent: 30 },
    ]);
    expect(departureFormToRecord({ ...sent(), startDate: start, seatsTotal: 5, status: 'open' }).paymentPlan).toHaveLength(3);
    await unmount();
  });

  it('names the rule a plan breaks, and shows no example for it', async () => {
    const plan = [
      { daysBefore: null, percent: 30 },
      { daysBefore: 30, percent: 40 },
      { daysBefore: 60, percent: 30 },
    ];
    const { container, unmount, sent } = await mount({ paymentPlan: plan });
    expect(example(container)).toEqual([]);
    await click(buttonNamed(container, 'Save'));
    await act(async () => {});
    expect(sent()).toBeNull();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(paymentPlanMessages.datesInOrder);
    // Removing every row is no plan: the deposit and the balance, as before.
    for (let i = 0; i < 3; i++) await click(buttonNamed(container, `${paymentPlanMessages.removeStep} 1`));
    expect(container.querySelector('table')).toBeNull();
    await click(buttonNamed(container, 'Save'));
    expect(sent()?.paymentPlan).toBeNull();
    await unmount();
  });
});
