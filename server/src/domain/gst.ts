/**
 * GST for a tour operator's documents (DESIGN.md "Money after the deposit"): the state codes that
 * name a place of supply, the GSTIN's check digit, and tax taken out of a GST-inclusive amount in
 * integer paise. Shared by the server (documents, reports), the reservation form and the back office.
 */

/** The GST state codes of India (place of supply), as the GST portal lists them. */
export const gstStates: readonly { code: string; name: string }[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
];

export const isGstStateCode = (value: unknown): value is string =>
  typeof value === 'string' && gstStates.some((state) => state.code === value);

export const gstStateName = (code: string): string => gstStates.find((state) => state.code === code)?.name ?? code;

/** Other names an address may give a state by (older or shorter spellings). */
const stateAliases: readonly { code: string; name: string }[] = [
  { code: '05', name: 'Uttaranchal' },
  { code: '07', name: 'New Delhi' },
  { code: '21', name: 'Orissa' },
  { code: '34', name: 'Pondicherry' },
  { code: '26', name: 'Daman and Diu' },
  { code: '26', name: 'Dadra and Nagar Haveli' },
  { code: '35', name: 'Andaman and Nicobar' },
  { code: '01', name: 'Jammu & Kashmir' },
];

/**
 * The GST state code of the state an address names (the last one named, as an address ends with
 * its state), or null when it names none. So the business's state code can be derived from, or
 * checked against, its address: a document never shows a Karnataka address with Maharashtra's code.
 */
export function gstStateCodeOfAddress(address: string): string | null {
  let found: { code: string; at: number } | null = null;
  for (const state of [...gstStates, ...stateAliases]) {
    if (state.code === '97') continue;
    const name = state.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
    for (const match of address.matchAll(new RegExp(`(?<![A-Za-z])${name}(?![A-Za-z])`, 'gi'))) {
      const at = match.index + match[0].length;
      if (!found || at > found.at) found = { code: state.code, at };
    }
  }
  return found?.code ?? null;
}

/** The GST rates a trip may carry (percent). */
export const gstRates = [0, 5, 12, 18] as const;

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z' by default, check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]$/;

/** The GSTIN's 15th character: a weighted sum modulo 36 of the first 14 (weights 1, 2, 1, 2, …). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14[index]) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36];
}

/** A GSTIN as the GST portal issues them: its shape, a known state code and its check character. */
export function isValidGstin(value: unknown): value is string {
  if (typeof value !== 'string' || !GSTIN_SHAPE.test(value)) return false;
  return isGstStateCode(value.slice(0, 2)) && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * The tax inside a GST-inclusive amount, in paise: taxable = round(amount × 100 / (100 + rate)), tax
 * = amount − taxable; within the business's state CGST takes the lower half and SGST the rest,
 * otherwise it is all IGST. Integer arithmetic, halves rounded up, so every document adds up exactly.
 */
export function splitGst(amountPaise: number, ratePercent: number, placeOfSupply: string, businessStateCode: string): TaxSplit {
  const sign = amountPaise < 0 ? -1 : 1;
  const amount = Math.abs(amountPaise);
  const divisor = 100 + ratePercent;
  const taxable = Math.floor((amount * 200 + divisor) / (2 * divisor));
  const tax = amount - taxable;
  const intraState = placeOfSupply === businessStateCode;
  const cgst = intraState ? Math.floor(tax / 2) : 0;
  const sgst = intraState ? tax - cgst : 0;
  const igst = intraState ? 0 : tax;
  // Zero stays zero whatever the sign (no -0 in JSON or on a document).
  const signed = (value: number) => (value === 0 ? 0 : sign * value);
  return { taxablePaise: signed(taxable), cgstPaise: signed(cgst), sgstPaise: signed(sgst), igstPaise: signed(igst) };
}

/** Where a booking's service is supplied, for tax: a registered buyer's GSTIN state, else its billing state. */
export const placeOfSupplyOf = (billing: { billingState: string | null; billingGstin: string | null }, businessStateCode: string): string =>
  billing.billingGstin?.slice(0, 2) ?? billing.billingState ?? businessStateCode;
