/** The booking page's documents: each GST document (or payment receipt) with its number, date, amount and PDF. */
import { useEffect, useState } from 'react';
import { formatRupees } from '@travel/server/domain';
import type { GstDocument } from '@travel/server/entities';
import { bookingsEn, type BookingsText } from '../../i18n/bookings-en.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { bookingsApi, downloadDocument, sayError } from '../../lib/bookings.ts';
import { dateIn } from '../../lib/departure-text.ts';

interface Props {
  bookingId: string;
  paidCount: number;
  /** The strings in the page's language (default English) and the API's messages in it. */
  t?: BookingsText;
  translations?: Record<string, string>;
}

export default function BookingDocuments({ bookingId, paidCount, t = bookingsEn, translations }: Props) {
  const [documents, setDocuments] = useState<GstDocument[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Read again whenever a payment or refund is counted on the page.
  useEffect(() => {
    bookingsApi.documents(bookingId).then(setDocuments, (cause: unknown) => setError(sayError(translations, cause)));
  }, [bookingId, paidCount, translations]);

  const download = (document: GstDocument) => {
    setError(null);
    downloadDocument(bookingId, document).catch((cause: unknown) => setError(sayError(translations, cause)));
  };

  if (!documents?.length && !error) return null;
  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">{t.documentsTitle}</h2>
      {error && <p className="alert-error">{error}</p>}
      <ul className="document-list">
        {(documents ?? []).map((document) => (
          <li key={document.id}>
            <span>
              <strong>{t.documentTitles[document.type]}</strong> {document.number}
              <span className="document-meta">
                {' '}
                · {dateIn(t.dateLocale)(document.issuedOn)} · {formatRupees(document.amount)}
              </span>
            </span>
            <button type="button" className="btn btn-outline btn-small" onClick={() => download(document)}>
              {t.downloadPdf}
              <span className="visually-hidden">{fill(t.ofDocument, { number: document.number })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
