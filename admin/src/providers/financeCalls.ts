/**
 * The money calls of the back office that are not CRUD: the Finance page's report, a payment
 * reminder, and files fetched with the admin's token (a document's PDF, the documents CSV, the
 * month's GST report) handed to the browser as a download.
 */
import { documentFileName, messages } from '@travel/server/domain';
import type { AdminCancel } from '@travel/server/domain';
import type { Booking, FinanceReport } from '@travel/server/entities';
import { HttpError } from 'react-admin';
import type { Identifier } from 'react-admin';
import { apiFetch, errorMessage, requestJson } from './api.ts';
import { readSession } from './session.ts';

const withServerMessage = (error: unknown) =>
  new HttpError(
    errorMessage(error, messages.internalError),
    error instanceof HttpError ? error.status : 0,
    error instanceof HttpError ? error.body : undefined,
  );

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw withServerMessage(error);
  }
}

export const fetchFinanceReport = (month: string): Promise<FinanceReport> =>
  guarded(() => requestJson<FinanceReport>(`/admin/reports/finance?month=${encodeURIComponent(month)}`, { token: readSession().token }));

/** Sends the traveller of booking `id` a payment reminder; the server's confirmation. */
export const sendPaymentReminder = (id: Identifier): Promise<string> =>
  guarded(async () => {
    const { message } = await requestJson<{ message: string }>(`/admin/bookings/${encodeURIComponent(String(id))}/reminders`, {
      method: 'POST',
      token: readSession().token,
    });
    return message;
  });

const postForBooking = (id: Identifier, action: 'cancel' | 'refunds', body: unknown): Promise<Booking> =>
  guarded(async () => {
    const path = `/admin/bookings/${encodeURIComponent(String(id))}/${action}`;
    const { booking } = await requestJson<{ booking: Booking }>(path, {
      method: 'POST',
      token: readSession().token,
      body: JSON.stringify(body),
    });
    return booking;
  });

/** Cancels with money: refundTo original, voucher or none; the policy's amounts, or `amount` as an override. */
export const cancelBookingWithMoney = (id: Identifier, body: AdminCancel): Promise<Booking> => postForBooking(id, 'cancel', body);

/** Records a refund paid outside the site (settles pending refunds first). */
export const recordRefund = (id: Identifier, body: { amount: number; method: string; reference?: string }): Promise<Booking> =>
  postForBooking(id, 'refunds', body);

/** The file at `path` (under /api), fetched with the admin's token and saved as `fileName`. */
export const downloadFile = (path: string, fileName: string, accept: string): Promise<void> =>
  guarded(async () => {
    const response = await apiFetch(path, { headers: { Accept: accept }, token: readSession().token });
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });

/** A document's PDF, named after its number ('RV-26-27-000042.pdf'). */
export const downloadDocumentPdf = (document: { id: Identifier; number: string }) =>
  downloadFile(`/admin/documents/${encodeURIComponent(String(document.id))}/pdf`, documentFileName(document.number), 'application/pdf');

/** The documents under the list's filters, as CSV. */
export function downloadDocumentsCsv(filter: { month?: string; type?: string | string[] }): Promise<void> {
  const query = new URLSearchParams();
  if (filter.month) query.set('month', filter.month);
  if (filter.type) query.set('type', Array.isArray(filter.type) ? filter.type.join(',') : filter.type);
  const suffix = query.toString() ? `?${query.toString()}` : '';
  return downloadFile(`/admin/documents/csv${suffix}`, `documents${filter.month ? `-${filter.month}` : ''}.csv`, 'text/csv');
}

/** The month's GST report (GSTR-1 shaped CSV). */
export const downloadGstReport = (month: string): Promise<void> =>
  downloadFile(`/admin/reports/gst?month=${encodeURIComponent(month)}`, `gst-report-${month}.csv`, 'text/csv');
