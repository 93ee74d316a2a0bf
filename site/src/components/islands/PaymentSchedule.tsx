/**
 * The booking page's payment schedule (DESIGN "Each pays their share"): each instalment with its
 * date, amount and status (what of it is paid), the next one to pay marked; and, with bank matching,
 * the booking's own account and UPI id to transfer to, shown instead of the shared payee.
 */
import { formatRupees, nextInstalment } from '@travel/server/domain';
import type { Booking } from '@travel/server/entities';
import { bookingsEn, type BookingsText } from '../../i18n/bookings-en.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { dateIn } from '../../lib/departure-text.ts';
import FactList from './FactList.tsx';

export function PaymentSchedule({ booking, t = bookingsEn }: { booking: Pick<Booking, 'instalments' | 'status'>; t?: BookingsText }) {
  const instalments = booking.instalments ?? [];
  // One payment is no schedule: the amounts above say it all.
  if (instalments.length < 2 || booking.status === 'cancelled') return null;
  const date = dateIn(t.dateLocale);
  const next = nextInstalment(instalments);
  return (
    <section aria-labelledby="schedule-title" className="payment-schedule">
      <h3 id="schedule-title">{t.schedule}</h3>
      <ol className="instalment-list">
        {instalments.map((instalment) => (
          <li
            key={instalment.n}
            className={`instalment instalment-${instalment.status}`}
            aria-current={instalment === next ? 'step' : undefined}
          >
            <span className="instalment-name">{fill(t.instalment, { n: instalment.n })}</span>
            <span className="instalment-date">{date(instalment.dueDate)}</span>
            <strong className="instalment-amount">{formatRupees(instalment.amount)}</strong>
            <span className="instalment-status">
              {t.instalmentStatuses[instalment.status]}
              {instalment.status !== 'paid' && instalment.paid > 0
                ? ` · ${fill(t.instalmentPaidPart, { amount: formatRupees(instalment.paid) })}`
                : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function OwnBankAccount({ booking, t = bookingsEn }: { booking: Pick<Booking, 'bankAccount' | 'status'>; t?: BookingsText }) {
  const account = booking.bankAccount;
  if (!account || booking.status === 'cancelled' || booking.status === 'paid') return null;
  return (
    <section aria-labelledby="own-account-title" className="own-account">
      <h3 id="own-account-title">{t.ownAccount}</h3>
      <FactList
        className="own-account-facts"
        facts={[
          [t.accountNumber, account.accountNumber],
          [t.ifsc, account.ifsc],
          ...(account.name ? [[t.accountName, account.name] as const] : []),
          ...(account.upiId ? [[t.upiId, account.upiId] as const] : []),
        ]}
      />
      <p className="own-account-note">{t.ownAccountNote}</p>
    </section>
  );
}
