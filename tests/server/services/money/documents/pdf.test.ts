/**
 * A GST document's PDF read back as text by pdftotext (poppler-utils), as an accountant's tools
 * would: one page, and every line the law asks for.
 */
import { describe, expect, it } from 'vitest';
import { splitGst } from '../../../../../server/src/domain/index.ts';
import { type DocumentPdfInput, renderDocumentPdf } from '../../../../../server/src/services/money/documents/pdf.ts';
import { pdfText } from '../../../support/documents.ts';

const business = {
  legalName: 'Wander India Trips Private Limited',
  address: '12 MG Road, Pune 411001, Maharashtra',
  gstin: '27AAPFU0939F1ZV',
  stateCode: '27',
  phone: '+91 98765 43210',
  email: 'hello@example.in',
};

function invoice(placeOfSupply: string, buyerGstin: string | null): DocumentPdfInput {
  const split = splitGst(900_000, 5, placeOfSupply, business.stateCode);
  return {
    document: {
      type: 'tax_invoice',
      number: 'INV/26-27/000042',
      issuedOn: '2026-11-26',
      amountPaise: 900_000,
      ...split,
      gstRatePercent: 5,
      placeOfSupply,
      sac: '998555',
      relatedNumbers: ['RV/26-27/000101', 'RV/26-27/000102'],
    },
    business,
    buyer: { name: 'Asha Kulkarni', stateCode: placeOfSupply, gstin: buyerGstin, mobile: '+91 98220 00001' },
    booking: { reference: 'K7PX2QMA', trip: 'Spiti Valley', startDate: '2026-12-26', endDate: '2027-01-02', seats: 2 },
  };
}

describe('GST document PDF', () => {
  it('states the supplier, the title, number, buyer, service, SAC, CGST and SGST and the total in words', async () => {
    const pdf = await renderDocumentPdf(invoice('27', null));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'Wander India Trips Private Limited',
      'GSTIN 27AAPFU0939F1ZV',
      'Tax Invoice',
      'INV/26-27/000042',
      'Nov 26, 2026',
      'Asha Kulkarni',
      'Maharashtra (27)',
      'K7PX2QMA',
      'Spiti Valley',
      '998555',
      'RV/26-27/000101, RV/26-27/000102',
      'Rs. 8,571.43',
      'CGST @ 2.5%',
      'Rs. 214.28',
      'SGST @ 2.5%',
      'Rs. 214.29',
      'Rs. 9,000.00',
      'Rupees Nine Thousand Only',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
  });

  it('charges IGST to a buyer in another state and names their GSTIN', async () => {
    const { text } = await pdfText(await renderDocumentPdf(invoice('29', '29AAPFU0939F1ZR')));
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain('29AAPFU0939F1ZR');
    expect(text).toContain('IGST @ 5%');
    expect(text).toContain('Rs. 428.57');
    expect(text).not.toContain('CGST');
  });

  it('a credit note names the tax invoice it goes against, the total under the tax lines', async () => {
    const input = invoice('29', null);
    const note: DocumentPdfInput = {
      ...input,
      document: { ...input.document, type: 'credit_note', number: 'CN/26-27/000003', relatedNumbers: ['INV/26-27/000042'] },
    };
    const { text } = await pdfText(await renderDocumentPdf(note));
    expect(text).toContain('Credit Note');
    expect(text).toMatch(/Against tax invoice\s+INV\/26-27\/000042/);
    expect(text).toMatch(/IGST @ 5%\s+Rs\. 428\.57\s+Total\s+Rs\. 9,000\.00/);
  });

  it('a plain payment receipt, from a business without a GSTIN, has no tax lines', async () => {
    const input = invoice('27', null);
    const receipt: DocumentPdfInput = {
      ...input,
      document: { ...input.document, type: 'receipt', number: 'RC/26-27/000007', taxablePaise: 900_000, cgstPaise: 0, sgstPaise: 0 },
      business: { ...business, gstin: null },
    };
    const { text } = await pdfText(await renderDocumentPdf(receipt));
    expect(text).toContain('Payment Receipt');
    expect(text).toContain('RC/26-27/000007');
    expect(text).not.toMatch(/GSTIN|CGST|SGST|IGST|Taxable/);
    expect(text).toContain('Rupees Nine Thousand Only');
  });
});
