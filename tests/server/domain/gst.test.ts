import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  documentNumber,
  endOfCalendarDay,
  financialYear,
  gstinCheckCharacter,
  isValidGstin,
  numberInIndianWords,
  splitGst,
  startOfCalendarDay,
} from '../../../server/src/domain/index.ts';

describe('GSTIN', () => {
  it('accepts GSTINs whose 15th character is their check character', () => {
    // The sample GSTIN of the GST portal's own guides, and it with another state and entity number.
    for (const gstin of ['27AAPFU0939F1ZV', `29AAPFU0939F2Z${gstinCheckCharacter('29AAPFU0939F2Z')}`]) {
      expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin[14]);
      expect(isValidGstin(gstin), gstin).toBe(true);
    }
  });

  it('refuses a wrong check character, a wrong shape, an unknown state and lower case', () => {
    expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('2AAPFU0939F1ZVX')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin(27)).toBe(false);
  });
});

describe('GST inside a price', () => {
  it('takes 5 % out of ₹9,000 within the state as CGST and SGST, exactly in paise', () => {
    // 900000 × 100 / 105 = 857142.857… → 857143; tax 42857 = 21428 + 21429.
    expect(splitGst(900_000, 5, '27', '27')).toEqual({ taxablePaise: 857_143, cgstPaise: 21_428, sgstPaise: 21_429, igstPaise: 0 });
  });

  it('charges IGST when the place of supply is another state, and nothing at 0 %', () => {
    expect(splitGst(900_000, 5, '29', '27')).toEqual({ taxablePaise: 857_143, cgstPaise: 0, sgstPaise: 0, igstPaise: 42_857 });
    expect(splitGst(900_000, 0, '29', '27')).toEqual({ taxablePaise: 900_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });

  it('always adds up to the amount, for refunds (negative) too', () => {
    for (const amount of [1, 99, 12_345, 2_500_000, 99_999_999]) {
      for (const rate of [5, 12, 18]) {
        for (const split of [splitGst(amount, rate, '27', '27'), splitGst(-amount, rate, '07', '27')]) {
          expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(Math.sign(split.taxablePaise) * amount);
        }
      }
    }
  });
});

describe('document numbers', () => {
  it('counts per Indian financial year, April to March in the business zone (India by default)', () => {
    expect(financialYear(startOfCalendarDay('2026-04-01'))).toBe('26-27');
    expect(financialYear(endOfCalendarDay('2026-03-31'))).toBe('25-26');
    // 31 March 19:00 UTC is already 1 April in India.
    expect(financialYear(new Date('2027-03-31T19:00:00Z'))).toBe('27-28');
    expect(financialYear(new Date('2099-12-01T00:00:00Z'))).toBe('99-00');
  });

  it('reads <series>/<FY>/<six digits>', () => {
    expect(documentNumber('tax_invoice', '26-27', 42)).toBe('INV/26-27/000042');
    expect(documentNumber('receipt_voucher', '26-27', 1)).toBe('RV/26-27/000001');
    expect(documentNumber('credit_note', '26-27', 123_456)).toBe('CN/26-27/123456');
  });
});

describe('amounts in words, the Indian way', () => {
  it('groups in thousands, lakhs and crores', () => {
    expect(numberInIndianWords(0)).toBe('Zero');
    expect(numberInIndianWords(15)).toBe('Fifteen');
    expect(numberInIndianWords(101)).toBe('One Hundred One');
    expect(numberInIndianWords(125_000)).toBe('One Lakh Twenty Five Thousand');
    expect(numberInIndianWords(10_00_00_000)).toBe('Ten Crore');
    expect(numberInIndianWords(12_34_56_789)).toBe('Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine');
  });

  it('says rupees, paise and Only', () => {
    expect(amountInWords(900_000)).toBe('Rupees Nine Thousand Only');
    expect(amountInWords(1050)).toBe('Rupees Ten and Fifty Paise Only');
    expect(amountInWords(2_50_00_000)).toBe('Rupees Two Lakh Fifty Thousand Only');
  });
});
