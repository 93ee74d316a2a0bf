/**
 * The Finance page's parts and the money calls: figures and the GST table in rupees with Indian
 * grouping, axis amounts in lakh and crore, and the calls the page, the documents list and the
 * booking page make (token, paths, downloads named after the document).
 */
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FinanceReport } from '@travel/server/entities';
import { FinanceFigures, overdueBookingsPath } from '../../../admin/src/finance/FinanceFigures.tsx';
import { shortRupees } from '../../../admin/src/finance/FinanceChart.tsx';
import { GstSummary } from '../../../admin/src/finance/GstSummary.tsx';
import {
  downloadDocumentPdf,
  downloadDocumentsCsv,
  downloadGstReport,
  fetchFinanceReport,
  sendPaymentReminder,
} from '../../../admin/src/providers/financeCalls.ts';
import { renderEachTest } from '../../site/islands/render.ts';
import { installFakeApi } from '../providers/fakeServer.ts';
import { stubPhoneWidth } from '../phone-width.ts';

const mount = renderEachTest();
const inAdmin = (element: React.ReactElement) => mount(<AdminContext>{element}</AdminContext>);

const report: FinanceReport = {
  month: '2031-01',
  months: [
    { month: '2030-12', received: 50000, refunded: 0, outstanding: 0 },
    { month: '2031-01', received: 1234567.5, refunded: 12000, outstanding: 375000 },
  ],
  owed: { count: 7, amount: 500000.25 },
  overdue: { count: 3, amount: 125000.25 },
  expectedByWeek: [
    { week: '2031-01-13', expected: 24000.5, instalments: 2 },
    { week: '2031-01-20', expected: 0, instalments: 0 },
  ],
  pendingRefunds: { count: 1, amount: 9000 },
  vouchersOutstanding: { count: 2, amount: 20000 },
  sharesUnpaid: { count: 3, amount: 15000.5 },
  gst: [{ type: 'receipt_voucher', count: 4, taxableValue: 100000, cgst: 2500, sgst: 2500, igst: 0, total: 105000 }],
};

beforeEach(() => localStorage.setItem('authToken', 'token-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Finance figures', () => {
  it('show the month’s money and the overdue, refund and voucher totals in rupees, overdue opening the Overdue tab', () => {
    const container = inAdmin(<FinanceFigures report={report} />);
    const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;
    expect(text('finance-received')).toBe('₹12,34,567.50');
    expect(text('finance-refunded')).toBe('₹12,000');
    expect(text('finance-owed')).toBe('₹5,00,000.25');
    expect(container.textContent).toContain('7 bookings');
    expect(text('finance-overdue')).toBe('₹1,25,000.25');
    expect(text('finance-pending-refunds')).toBe('₹9,000');
    expect(text('finance-vouchers')).toBe('₹20,000');
    expect(text('finance-shares-unpaid')).toBe('₹15,000.50');
    expect(container.textContent).toContain('3 shares');
    expect(container.textContent).toContain('3 bookings');
    const link = container.querySelector('a')!;
    // The test's router is a hash router; the app's is a browser router under /admin.
    expect(link.getAttribute('href')?.replace(/^#/, '')).toBe(overdueBookingsPath);
    expect(decodeURIComponent(overdueBookingsPath)).toBe('/admin/bookings?filter={"overdue":"true"}');
  });

  it('shorten axis amounts the Indian way', () => {
    expect(shortRupees(0)).toBe('₹0');
    expect(shortRupees(950)).toBe('₹950');
    expect(shortRupees(45000)).toBe('₹45K');
    expect(shortRupees(125000)).toBe('₹1.25L');
    expect(shortRupees(20_000_000)).toBe('₹2Cr');
  });
});

describe('GST summary', () => {
  it('sums the month’s documents per type, with the report to download', () => {
    const container = inAdmin(<GstSummary month="2031-01" rows={report.gst} />);
    expect(container.querySelector('h2')?.textContent).toBe('GST, January 2031');
    const cells = [...container.querySelectorAll('tbody td')].map((cell) => cell.textContent);
    expect(cells).toEqual(['Receipt Voucher', '4', '₹1,00,000', '₹2,500', '₹2,500', '₹0', '₹1,05,000']);
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toContain('GST report');
    const empty = inAdmin(<GstSummary month="2031-02" rows={[]} />);
    expect(empty.textContent).toContain('No documents issued this month');
  });
});

describe('the Finance page on a phone', () => {
  it('stacks the GST summary as a card per document type, every amount labelled, no table to scroll', () => {
    stubPhoneWidth();
    const container = inAdmin(<GstSummary month="2031-01" rows={report.gst} />);
    expect(container.querySelector('table')).toBeNull();
    const list = container.querySelector('ul[aria-label="GST documents of the month"]')!;
    const cards = [...list.querySelectorAll(':scope > li')];
    expect(cards).toHaveLength(1);
    const lines = [...cards[0].children].map((line) => [...line.children].map((part) => part.textContent));
    expect(lines).toEqual([
      ['Receipt Voucher', '₹1,05,000'],
      ['Count', '4'],
      ['Taxable value', '₹1,00,000'],
      ['CGST', '₹2,500'],
      ['SGST', '₹2,500'],
      ['IGST', '₹0'],
    ]);
  });

  it('keeps the table from tablet width up', () => {
    const container = inAdmin(<GstSummary month="2031-01" rows={report.gst} />);
    expect(container.querySelector('table[aria-label="GST documents of the month"]')).not.toBeNull();
    expect(container.querySelector('ul')).toBeNull();
  });
});

describe('money calls', () => {
  it('read the finance report and send a reminder with the admin token', async () => {
    const api = installFakeApi({
      'GET /api/admin/reports/finance': () => ({ body: report }),
      'POST /api/admin/bookings/b%201/reminders': () => ({ status: 202, body: { message: 'Payment reminder sent' } }),
    });
    expect(await fetchFinanceReport('2031-01')).toEqual(report);
    expect(await sendPaymentReminder('b 1')).toBe('Payment reminder sent');
    expect(api.calls.map((c) => [c.method, c.url, c.headers.authorization])).toEqual([
      ['GET', '/api/admin/reports/finance?month=2031-01', 'Bearer token-1'],
      ['POST', '/api/admin/bookings/b%201/reminders', 'Bearer token-1'],
    ]);
  });

  it("carry the server's refusal in its words", async () => {
    installFakeApi({ 'POST /api/admin/bookings/b1/reminders': () => ({ status: 429, body: { error: 'Sent less than an hour ago' } }) });
    await expect(sendPaymentReminder('b1')).rejects.toThrow('Sent less than an hour ago');
  });

  it('download the filtered CSV, the GST report and a PDF under their names', async () => {
    const api = installFakeApi({
      'GET /api/admin/documents/csv': () => ({ body: 'number\n' }),
      'GET /api/admin/reports/gst': () => ({ body: 'type\n' }),
      'GET /api/admin/documents/d1/pdf': () => ({ body: '%PDF' }),
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await downloadDocumentsCsv({ month: '2031-01', type: 'tax_invoice' });
    await downloadDocumentsCsv({});
    await downloadGstReport('2031-01');
    await downloadDocumentPdf({ id: 'd1', number: 'INV/30-31/000042' });
    expect(api.calls.map((c) => [c.url, c.headers.accept])).toEqual([
      ['/api/admin/documents/csv?month=2031-01&type=tax_invoice', 'text/csv'],
      ['/api/admin/documents/csv', 'text/csv'],
      ['/api/admin/reports/gst?month=2031-01', 'text/csv'],
      ['/api/admin/documents/d1/pdf', 'application/pdf'],
    ]);
    expect(names).toEqual(['documents-2031-01.csv', 'documents.csv', 'gst-report-2031-01.csv', 'INV-30-31-000042.pdf']);
  });
});
