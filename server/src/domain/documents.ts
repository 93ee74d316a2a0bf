/**
 * GST documents' numbers and words (DESIGN.md "Money after the deposit"): each series counts per
 * Indian financial year (April to March), numbers read `<series>/<FY>/<six digits>`
 * (`INV/26-27/000042`), and a document states its total in words in the Indian system.
 */
import { leadTravellerName } from './exports.ts';

export const documentTypes = ['receipt_voucher', 'tax_invoice', 'refund_voucher', 'credit_note', 'receipt'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** The number series of each document type. */
export const documentSeries: Record<DocumentType, string> = {
  receipt_voucher: 'RV',
  tax_invoice: 'INV',
  refund_voucher: 'RF',
  credit_note: 'CN',
  receipt: 'RC',
};

/** What each document is called on its page. */
export const documentTitles: Record<DocumentType, string> = {
  receipt_voucher: 'Receipt Voucher',
  tax_invoice: 'Tax Invoice',
  refund_voucher: 'Refund Voucher',
  credit_note: 'Credit Note',
  receipt: 'Payment Receipt',
};

/** `RV/26-27/000001` as a file name: `RV-26-27-000001.pdf`. */
export const documentFileName = (number: string): string => `${number.replace(/\//g, '-')}.pdf`;

export const documentNumber = (type: DocumentType, financialYearLabel: string, sequence: number): string =>
  `${documentSeries[type]}/${financialYearLabel}/${String(sequence).padStart(6, '0')}`;

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(value: number): string {
  if (value < 20) return ONES[value];
  return [TENS[Math.floor(value / 10)], ONES[value % 10]].filter(Boolean).join(' ');
}

function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words, grouped as India reads it: crore, lakh, thousand, hundred. */
export function numberInIndianWords(value: number): string {
  if (value === 0) return 'Zero';
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [
    crore ? `${numberInIndianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount in words for a document: 'Rupees Nine Thousand Only', 'Rupees Ten and Fifty Paise Only'. */
export function amountInWords(amountPaise: number): string {
  const paise = Math.abs(amountPaise);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = `Rupees ${numberInIndianWords(rupees)}`;
  return rest ? `${rupeeWords} and ${belowHundred(rest)} Paise Only` : `${rupeeWords} Only`;
}

/**
 * Whom a document is made out to: a registered business by its registered name (a GSTIN booking),
 * else the lead traveller (the first named), else the account's username when nobody was named.
 */
export function documentBuyerName(
  booking: { billingGstin: string | null; billingName: string | null; travellers: readonly { name: string }[] | null },
  username: string,
): string {
  const company = booking.billingName?.trim();
  if (booking.billingGstin && company) return company;
  // No lead named: the company named without a GSTIN, else the account.
  return leadTravellerName({ travellers: booking.travellers, user: { username: company || username } });
}

export const isDocumentType = (value: unknown): value is DocumentType => (documentTypes as readonly unknown[]).includes(value);

/** A month as the documents list and the GST report take it: YYYY-MM. */
export const isMonth = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

export const documentMessages = {
  documentNotFound: 'Document not found',
  monthInvalid: 'month must be a month written YYYY-MM, e.g. 2026-11',
  monthRequired: 'month is required, written YYYY-MM, e.g. 2026-11',
  typeInvalid: `type must be one of ${documentTypes.join(', ')}`,
  overdueInvalid: 'overdue must be true or false',
} as const;
