/** The booking page's documents: each GST document (or payment receipt) with its number, date, amount and PDF. */
import { useEffect, useState } from 'react';
import { documentTitles, formatDate, formatRupees } from '@travel/server/domain';
import type { GstDocument } from '@travel/server/domain';
import { bookingsApi, downloadDocument, errorText } from '../../lib/bookings.ts';

export default function BookingDocuments({ bookingId, paidCount }: { bookingId: string; paidCount: number }) {
  const [documents, setDocuments] = useState<GstDocument[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Read again whenever a payment or refund is counted on the page.
  useEffect(() => {
    bookingsApi.documents(bookingId).then(setDocuments, (cause: unknown) => setError(errorText(cause)));
  }, [bookingId, paidCount]);

  const download = (document: GstDocument) => {
    setError(null);
    downloadDocument(bookingId, document).catch((cause: unknown) => setError(errorText(cause)));
  };

  if (!documents?.length && !error) return null;
  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">Receipts and invoices</h2>
      {error && <p className="alert-error">{error}</p>}
      <ul className="document-list">
        {(documents ?? []).map((document) => (
          <li key={document.id}>
            <span>
              <strong>{documentTitles[document.type]}</strong> {document.number}
              <span className="document-meta">
                {' '}
                · {formatDate(document.issuedOn)} · {formatRupees(document.amount)}
              </span>
            </span>
            <button type="button" className="btn btn-outline btn-small" onClick={() => download(document)}>
              Download PDF<span className="visually-hidden"> of {document.number}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
