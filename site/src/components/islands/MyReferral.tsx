/**
 * My Bookings' referral block: the traveller's code and link (GET /me/referral), shared on WhatsApp in one tap
 * (domain referralShareLink), what a friend gets and what the traveller earns, and the reward vouchers earned so far.
 * A failed read leaves My Bookings as it is: the block is an extra.
 */
import { useEffect, useState } from 'react';
import { formatRupees, referralShareLink } from '@travel/server/domain';
import type { Referral } from '@travel/server/entities';
import { bookingsEn, type BookingsText } from '../../i18n/bookings-en.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { bookingsApi } from '../../lib/bookings.ts';
import { dateIn } from '../../lib/departure-text.ts';

export interface ReferralAmounts {
  /** REFERRAL_DISCOUNT: rupees off a friend's first booking. */
  discount: number;
  /** REFERRAL_REWARD: the voucher the traveller earns once that booking is paid. */
  reward: number;
}

export default function MyReferral({ t = bookingsEn, amounts }: { t?: BookingsText; amounts: ReferralAmounts }) {
  const [referral, setReferral] = useState<Referral | null>(null);
  useEffect(() => {
    bookingsApi.referral().then(setReferral, () => setReferral(null));
  }, []);
  if (!referral) return null;
  const text = t.referral;
  const date = dateIn(t.dateLocale);
  return (
    <section className="my-referral" aria-labelledby="referral-title">
      <h2 id="referral-title">{text.title}</h2>
      <p className="referral-lead">{fill(text.lead, { discount: formatRupees(amounts.discount), reward: formatRupees(amounts.reward) })}</p>
      <p className="referral-code">
        {text.yourCode} <code>{referral.code}</code>
      </p>
      <p className="referral-link">
        <a href={referral.url}>{referral.url}</a>
      </p>
      <a
        className="btn btn-accent referral-share"
        href={referralShareLink(referral.url, formatRupees(amounts.discount))}
        target="_blank"
        rel="noopener noreferrer"
      >
        {text.shareOnWhatsApp}
      </a>
      <h3>{text.rewardsTitle}</h3>
      {referral.rewards.length === 0 ? (
        <p className="referral-none">{text.noRewards}</p>
      ) : (
        <ul className="referral-rewards">
          {referral.rewards.map((reward) => (
            <li key={reward.voucherCode}>
              {fill(text.rewardLine, {
                amount: formatRupees(reward.amount),
                code: reward.voucherCode,
                reference: reward.bookingReference,
                date: date(reward.createdAt),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
