/**
 * The review of one booking (docs/product.md#reviews-from-travellers), read with the traveller's
 * token: the form (rating, text, up to 3 photos or one video, checked as they are picked) while
 * one may be written, the thank-you once sent, the review already written, or why not, in words.
 */
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { checkFieldFiles, limits, messages, uploadFields, validateReview, firstError } from '@travel/server/domain';
import type { Review } from '@travel/server/entities';
import { bookingsEn, type BookingsText } from '../../i18n/bookings-en.ts';
import { fill, say } from '../../i18n/sign-in-en.ts';
import { sayError } from '../../lib/bookings.ts';
import { reviewApi } from '../../lib/review.ts';

export interface BookingReviewProps {
  bookingId: string;
  /** The strings in the page's language (default English) and the API's messages in it. */
  t?: BookingsText;
  translations?: Record<string, string>;
}

type ReviewText = BookingsText['review'];

type Loaded = { kind: 'form' } | { kind: 'refused'; reason: string } | { kind: 'written'; review: Review; justSent: boolean };

const Stars = ({ rating, texts }: { rating: number; texts: ReviewText }) => (
  <span className="stars" role="img" aria-label={fill(texts.rated, { n: rating })}>
    {'★'.repeat(rating)}
    <span className="stars-empty">{'★'.repeat(5 - rating)}</span>
  </span>
);

interface WrittenProps {
  review: Review;
  justSent: boolean;
  bookingLink: string;
  texts: ReviewText;
}

function WrittenReview({ review, justSent, bookingLink, texts }: WrittenProps) {
  return (
    <div className="review-written">
      {justSent ? (
        <>
          <h1 tabIndex={-1}>{texts.thanksTitle}</h1>
          <p>{texts.thanksText}</p>
        </>
      ) : (
        <h1>{texts.yourReview}</h1>
      )}
      <p className={`status-badge status-review-${review.status}`}>{review.status === 'published' ? texts.published : texts.pending}</p>
      <Stars rating={review.rating} texts={texts} />
      <p className="review-written-text">{review.reviewText}</p>
      <a className="btn" href={bookingLink}>
        {texts.backToBooking}
      </a>
    </div>
  );
}

export default function BookingReview({ bookingId, t = bookingsEn, translations }: BookingReviewProps) {
  const id = useId();
  const texts = t.review;
  const bookingLink = `${t.prefix}/bookings/${encodeURIComponent(bookingId)}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [rating, setRating] = useState<number>(limits.ratingDefault);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    reviewApi.state(bookingId).then(
      (state) => {
        if (state.review) setLoaded({ kind: 'written', review: state.review, justSent: false });
        else if (!state.canReview) setLoaded({ kind: 'refused', reason: say(translations, state.reason ?? messages.somethingWentWrong) });
        else setLoaded({ kind: 'form' });
      },
      (cause: unknown) => setLoadError(sayError(translations, cause)),
    );
  }, [bookingId, translations]);

  if (loadError || loaded?.kind === 'refused') {
    return (
      <div className="booking-state" role="alert">
        <h1>{loadError ?? (loaded?.kind === 'refused' ? loaded.reason : '')}</h1>
        <a className="btn" href={loadError ? `${t.prefix}/bookings` : bookingLink}>
          {loadError ? t.myBookings : texts.backToBooking}
        </a>
      </div>
    );
  }
  if (!loaded) return <p className="booking-state">{texts.loading}</p>;
  if (loaded.kind === 'written') {
    return <WrittenReview review={loaded.review} justSent={loaded.justSent} bookingLink={bookingLink} texts={texts} />;
  }

  const pick = (picked: FileList | null) => {
    const chosen = [...(picked ?? [])];
    const problem = checkFieldFiles('reviewMedia', chosen);
    setError(problem && say(translations, problem));
    setFiles(problem ? [] : chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      firstError(validateReview({ reviewerName: texts.yourReview, rating, reviewText: text })) ?? checkFieldFiles('reviewMedia', files);
    setError(problem && say(translations, problem));
    if (problem || sending) return;
    setSending(true);
    try {
      const review = await reviewApi.submit(bookingId, { rating, reviewText: text.trim() }, files);
      setLoaded({ kind: 'written', review, justSent: true });
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.review-written h1')?.focus());
    } catch (cause) {
      setError(say(translations, cause instanceof Error ? cause.message : messages.somethingWentWrong));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="review-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h1 id={`${id}-title`}>{texts.pageTitle}</h1>
      <p className="review-lead">{texts.lead}</p>
      <fieldset className="review-rating">
        <legend>{texts.rating}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className={value <= rating ? 'star star-on' : 'star'}>
            <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => setRating(value)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{value === 1 ? texts.oneStar : fill(texts.stars, { n: value })}</span>
          </label>
        ))}
        <span className="review-rating-value">{rating} / 5</span>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-text`}>{texts.text}</label>
        <textarea
          id={`${id}-text`}
          rows={6}
          maxLength={limits.longTextMax}
          value={text}
          onChange={(e) => setText(e.target.value)}
          required
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-media`}>{texts.media}</label>
        <input
          id={`${id}-media`}
          type="file"
          multiple
          accept={uploadFields.reviewMedia.acceptAttr}
          onChange={(e) => pick(e.target.files)}
        />
        <p className="hint">{texts.mediaHint}</p>
        {files.length > 0 && (
          <ul className="review-files" aria-label={texts.files}>
            {files.map((file) => (
              <li key={`${file.name}-${file.size}`}>{file.name}</li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p className="alert-error" role="alert">
          {error}
        </p>
      )}
      <div className="booking-buttons">
        <button type="submit" className="btn" disabled={sending}>
          {sending ? texts.sending : texts.submit}
        </button>
        <a className="btn btn-outline" href={bookingLink}>
          {texts.backToBooking}
        </a>
      </div>
    </form>
  );
}
