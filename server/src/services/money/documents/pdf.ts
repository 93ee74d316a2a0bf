/**
 * A GST document as a one-page A4 PDF with real, extractable text (pdfkit: a maintained PDF writer
 * that needs no browser). The standard Helvetica has no rupee sign, so amounts read "Rs. 9,000.00".
 * What a document must state (CGST Rules 46, 50 and 51): the supplier's legal name, address and
 * GSTIN, the title, number and date, the buyer's name, state and GSTIN, what was supplied (the
 * trip, its dates, the SAC), the taxable value, each tax and the total in figures and in words.
 */
import { amountInWords, countOf, documentTitles, type DocumentType, formatDate, gstStateName } from '../../../domain/index.ts';

export interface DocumentPdfInput {
  document: {
    type: DocumentType;
    number: string;
    issuedOn: string;
    amountPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    gstRatePercent: number;
    placeOfSupply: string;
    sac: string;
    /** Numbers of the documents this one settles or corrects (a tax invoice's receipt vouchers). */
    relatedNumbers?: string[];
  };
  business: { legalName: string; address: string; gstin: string | null; stateCode: string; phone: string; email: string };
  buyer: { name: string; stateCode: string; gstin: string | null; mobile: string };
  booking: {
    reference: string;
    trip: string;
    startDate: string;
    endDate: string | null;
    seats: number;
    /** The booking's discount lines (paise, negative): a tax invoice states them, its tax being on the price charged. */
    discounts?: { label: string; amountPaise: number }[];
  };
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const documentAmount = (paise: number): string => `${paise < 0 ? '-' : ''}Rs. ${rupeeFormat.format(Math.abs(paise) / 100)}`;

/** What the numbers a document refers to are: a tax invoice settles receipt vouchers; a refund goes against them or the invoice. */
const relatedLabels: Record<DocumentType, string> = {
  tax_invoice: 'Settles receipt vouchers',
  refund_voucher: 'Against receipt vouchers',
  credit_note: 'Against tax invoice',
  receipt_voucher: 'Against',
  receipt: 'Against',
};

export async function renderDocumentPdf(input: DocumentPdfInput): Promise<Buffer> {
  // Loaded on the first document, not at start: ~10 MB of memory that most processes never use.
  const { default: PDFDocument } = await import('pdfkit');
  const { document, business, buyer, booking } = input;
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${documentTitles[document.type]} ${document.number}` } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = 50;
  const width = pdf.page.width - 100;
  pdf.font('Helvetica-Bold').fontSize(16).text(business.legalName, left, 50, { width });
  pdf.font('Helvetica').fontSize(9).text(business.address, { width });
  pdf.text(`Phone ${business.phone} · ${business.email}`, { width });
  if (business.gstin) pdf.text(`GSTIN ${business.gstin} · State ${gstStateName(business.stateCode)} (${business.stateCode})`, { width });

  pdf.moveDown(1.2);
  pdf.font('Helvetica-Bold').fontSize(14).text(documentTitles[document.type], { width, align: 'center' });
  pdf
    .font('Helvetica')
    .fontSize(10)
    .text(`No. ${document.number}    Date ${formatDate(document.issuedOn)}`, { width, align: 'center' });

  pdf.moveDown(1.2);
  const row = (label: string, value: string) => {
    const y = pdf.y;
    pdf.font('Helvetica-Bold').fontSize(10).text(label, left, y, { width: 150 });
    const labelBottom = pdf.y;
    pdf.font('Helvetica').text(value, left + 160, y, { width: width - 160 });
    pdf.y = Math.max(pdf.y, labelBottom) + 2;
  };
  row('Billed to', buyer.name);
  // Place of supply is a GST term: a plain receipt (no GSTIN) names the state only.
  row(
    document.type === 'receipt' ? 'State' : 'State (place of supply)',
    `${gstStateName(document.placeOfSupply)} (${document.placeOfSupply})`,
  );
  if (buyer.gstin) row('Buyer GSTIN', buyer.gstin);
  row('Mobile', buyer.mobile);
  row('Booking reference', booking.reference);
  const dates = booking.endDate ? `${formatDate(booking.startDate)} to ${formatDate(booking.endDate)}` : formatDate(booking.startDate);
  row('Service', `Tour operator services: ${booking.trip}, ${dates}, ${countOf(booking.seats, { one: 'traveller', other: 'travellers' })}`);
  row('SAC', document.sac);
  if (document.relatedNumbers?.length) row(relatedLabels[document.type], document.relatedNumbers.join(', '));

  // The amounts in a column of their own, right-aligned so the figures line up, the total under a rule.
  pdf.moveDown(1);
  const amountLeft = left + 160;
  const amountWidth = 150;
  const amountRow = (label: string, paise: number, bold = false) => {
    const y = pdf.y;
    pdf.font('Helvetica-Bold').fontSize(10).text(label, left, y, { width: 150 });
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(documentAmount(paise), amountLeft, y, { width: amountWidth, align: 'right' });
    pdf.y += 2;
  };
  const taxed = document.type !== 'receipt';
  // A tax invoice is for the booking's whole total: the price before its discounts, each discount, then the price charged.
  const discounts = document.type === 'tax_invoice' ? (booking.discounts ?? []) : [];
  if (discounts.length) {
    amountRow('Price before discounts', document.amountPaise - discounts.reduce((sum, line) => sum + line.amountPaise, 0));
    for (const line of discounts) amountRow(line.label, line.amountPaise);
    amountRow('Price charged', document.amountPaise, true);
    pdf.y += 4;
  }
  if (taxed) {
    amountRow('Taxable value', document.taxablePaise);
    if (document.igstPaise !== 0) amountRow(`IGST @ ${document.gstRatePercent}%`, document.igstPaise);
    else {
      amountRow(`CGST @ ${document.gstRatePercent / 2}%`, document.cgstPaise);
      amountRow(`SGST @ ${document.gstRatePercent / 2}%`, document.sgstPaise);
    }
    pdf
      .moveTo(left, pdf.y)
      .lineTo(amountLeft + amountWidth, pdf.y)
      .lineWidth(0.5)
      .stroke();
    pdf.y += 4;
  }
  amountRow('Total', document.amountPaise, true);
  pdf
    .font('Helvetica')
    .fontSize(10)
    .text(amountInWords(document.amountPaise), left, pdf.y + 4, { width });
  if (taxed) pdf.moveDown(0.5).fontSize(8).text('Prices include GST. Tax is not payable on reverse charge.', { width });

  pdf.fontSize(8).text(`This document was issued electronically by ${business.legalName}.`, left, pdf.page.height - 80, { width });
  pdf.end();
  return done;
}
