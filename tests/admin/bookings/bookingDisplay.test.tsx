/** A booking's money, payments and status as the back office shows them; a departure's seats. */
import { describe, expect, it } from 'vitest';
import { renderEachTest } from '../../site/islands/render.ts';
import { BookingAmounts } from '../../../admin/src/bookings/BookingAmounts.tsx';
import { BookingPayments } from '../../../admin/src/bookings/BookingPayments.tsx';
import { BookingShares, sharesCsvText } from '../../../admin/src/bookings/BookingShares.tsx';
import { BookingStatusChip } from '../../../admin/src/bookings/BookingStatusChip.tsx';
import { SeatsSummary, seatsFilledText } from '../../../admin/src/departures/SeatsSummary.tsx';

const mount = renderEachTest();
let container: HTMLElement;
const render = (element: React.ReactElement) => (container = mount(element));

const rowTexts = () =>
  [...container.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('booking amounts', () => {
  it('shows total, deposit, paid and balance due in rupees with Indian grouping and paise when there are any', () => {
    render(<BookingAmounts booking={{ totalAmount: 375000, depositAmount: 93750, amountPaid: 10000.5, balanceDue: 364999.5 }} />);
    expect(rowTexts()).toEqual([
      ['Total', '₹3,75,000'],
      ['Deposit', '₹93,750'],
      ['Paid', '₹10,000.50'],
      ['Balance due', '₹3,64,999.50'],
    ]);
  });
});

describe('booking payments', () => {
  it("lists each payment's date, method, reference and amount, and says when there are none", () => {
    render(
      <BookingPayments
        payments={[
          {
            id: 'p1',
            amount: 93750,
            method: 'bank_transfer',
            status: 'captured',
            providerPaymentId: 'UTR998877',
            reference: 'UTR998877',
            createdAt: '2031-01-02T06:30:00.000Z',
          },
          {
            id: 'p2',
            amount: 500,
            method: 'razorpay',
            status: 'refunded',
            providerPaymentId: null,
            reference: null,
            createdAt: '2031-01-03T06:30:00.000Z',
          },
        ]}
      />,
    );
    expect(rowTexts()).toEqual([
      ['Date', 'Method', 'Reference', 'Amount'],
      ['Jan 02, 2031 12:00', 'Bank transfer', 'UTR998877', '₹93,750'],
      ['Jan 03, 2031 12:00', 'Razorpay (refunded)', '—', '₹500'],
    ]);
    render(<BookingPayments payments={[]} />);
    expect(container.textContent).toBe('No payments yet');
  });
});

describe('booking shares', () => {
  it("lists each share's traveller, amount, what was paid and what is due now", () => {
    const shares = [
      { id: 's1', travellerId: 't1', name: 'Asha Rao', amount: 20000.02, amountPaid: 20000.02, due: 0, payUrl: '/pay/a' },
      { id: 's2', travellerId: 't2', name: 'Ravi Kumar', amount: 10000, amountPaid: 2500, due: 7500, payUrl: '/pay/b' },
    ];
    render(<BookingShares shares={shares} />);
    expect(rowTexts()).toEqual([
      ['Traveller', 'Share', 'Paid', 'Due now'],
      ['Asha Rao', '₹20,000.02', '₹20,000.02', 'Paid'],
      ['Ravi Kumar', '₹10,000', '₹2,500', '₹7,500'],
    ]);
    expect(sharesCsvText(shares)).toBe('Asha Rao 20000.02/20000.02; Ravi Kumar 2500/10000');
  });
});

describe('status chip and seats', () => {
  it('names the status in words', () => {
    render(<BookingStatusChip status="pending_payment" />);
    expect(container.textContent).toBe('Pending payment');
  });

  it("shows seats taken of total, what is left, and 'Sold out' at none", () => {
    expect(seatsFilledText({ seatsTotal: 10, seatsLeft: 3 })).toBe('7 / 10');
    render(<SeatsSummary departure={{ seatsTotal: 10, seatsLeft: 3 }} />);
    expect(container.textContent).toBe('7 / 10 takenOnly 3 seats left');
    expect(container.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')).toBe('70');
    render(<SeatsSummary departure={{ seatsTotal: 4, seatsLeft: 0 }} />);
    expect(container.textContent).toBe('4 / 4 takenSold out');
  });
});
