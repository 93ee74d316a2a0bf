/**
 * The Finance page's discounts: the months with any discount, newest first, each kind in rupees with Indian
 * grouping and the total; each coupon's uses, discount given and revenue linking to the coupon; the call with the
 * admin's token; cards on a phone; the server's refusal in its words.
 */
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiscountReport } from '@travel/server/entities';
import { FinanceDiscounts } from '../../../admin/src/finance/FinanceDiscounts.tsx';
import { render } from '../../site/islands/render.ts';
import { installFakeApi } from '../providers/fakeServer.ts';
import { stubPhoneWidth } from '../phone-width.ts';

const zero = { early_bird: 0, group: 0, coupon: 0, referral: 0, total: 0, bookings: 0 };
const report: DiscountReport = {
  month: '2031-01',
  months: [
    { month: '2030-11', ...zero, early_bird: 1000, referral: 500, total: 1500, bookings: 1 },
    { month: '2030-12', ...zero },
    { month: '2031-01', early_bird: 104000.5, group: 1500, coupon: 3000, referral: 500, total: 109000.5, bookings: 12 },
  ],
  coupons: [
    { id: 'c1', code: 'MONSOON10', kind: 'percent', value: 10, status: 'active', uses: 7, revenue: 157500, discountGiven: 21000 },
    { id: 'c2', code: 'FLAT-1000', kind: 'flat', value: 1000, status: 'disabled', uses: 0, revenue: 0, discountGiven: 0 },
  ],
};

const show = async () => {
  const view = await render(
    // No retries: a refusal shows at once (the app's client retries a failed read with back-off).
    <AdminContext queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FinanceDiscounts month="2031-01" />
    </AdminContext>,
  );
  return view;
};

beforeEach(() => localStorage.setItem('authToken', 'token-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Finance discounts', () => {
  it('sums each kind per month with a discount, newest first, and each coupon’s figures, read with the admin’s token', async () => {
    const api = installFakeApi({ 'GET /api/admin/reports/discounts': () => ({ body: report }) });
    const { container, unmount } = await show();
    await vi.waitFor(() => expect(container.querySelector('[data-testid="discounts-per-month"]')).not.toBeNull());
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Discounts given', 'Coupons']);
    const rowsOf = (id: string) =>
      [...container.querySelectorAll(`[data-testid="${id}"] tbody tr`)].map((row) =>
        [...row.querySelectorAll('td')].map((td) => td.textContent),
      );
    expect(rowsOf('discounts-per-month')).toEqual([
      ['January 2031', '₹1,04,000.50', '₹1,500', '₹3,000', '₹500', '12', '₹1,09,000.50'],
      ['November 2030', '₹1,000', '₹0', '₹0', '₹500', '1', '₹1,500'],
    ]);
    expect(rowsOf('coupon-figures')).toEqual([
      ['MONSOON10', '10% off', 'Active', '7', '₹21,000', '₹1,57,500'],
      ['FLAT-1000', '₹1,000 off', 'Disabled', '0', '₹0', '₹0'],
    ]);
    expect(container.querySelector('[data-testid="coupon-figures"] a')?.getAttribute('href')?.replace(/^#/, '')).toBe('/coupons/c1');
    expect(api.calls.map((c) => [c.method, c.url, c.headers.authorization])).toEqual([
      ['GET', '/api/admin/reports/discounts?month=2031-01', 'Bearer token-1'],
    ]);
    await unmount();
  });

  it('says when no discount was given and no coupon exists', async () => {
    installFakeApi({
      'GET /api/admin/reports/discounts': () => ({
        body: { ...report, months: report.months.map((m) => ({ ...m, ...zero })), coupons: [] },
      }),
    });
    const { container, unmount } = await show();
    await vi.waitFor(() => expect(container.textContent).toContain('No discounts given in these months'));
    expect(container.textContent).toContain('No coupons yet');
    expect(container.querySelector('table')).toBeNull();
    await unmount();
  });

  it('stacks the months as cards on a phone, every amount labelled', async () => {
    stubPhoneWidth();
    installFakeApi({ 'GET /api/admin/reports/discounts': () => ({ body: report }) });
    const { container, unmount } = await show();
    await vi.waitFor(() => expect(container.querySelector('ul[aria-label="Discounts given per month"]')).not.toBeNull());
    expect(container.querySelector('table')).toBeNull();
    const card = container.querySelector('ul[aria-label="Discounts given per month"] > li')!;
    expect([...card.children].map((line) => [...line.children].map((part) => part.textContent))).toEqual([
      ['January 2031', '₹1,09,000.50'],
      ['Early bird', '₹1,04,000.50'],
      ['Group', '₹1,500'],
      ['Coupon', '₹3,000'],
      ['Referral', '₹500'],
      ['Bookings', '12'],
    ]);
    await unmount();
  });

  it('shows the server’s refusal in its words', async () => {
    installFakeApi({ 'GET /api/admin/reports/discounts': () => ({ status: 400, body: { error: 'Month must be YYYY-MM' } }) });
    const { container, unmount } = await show();
    await vi.waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('Month must be YYYY-MM'));
    await unmount();
  });
});
