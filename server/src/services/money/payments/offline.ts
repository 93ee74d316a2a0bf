/**
 * Offline payment (the default): how to pay by UPI or bank transfer, with the booking reference
 * to quote. The UPI link's QR code is drawn here, on the server, as SVG (the `qrcode` package):
 * no third-party image service sees the payee or the amount.
 */
import QRCode from 'qrcode';
import type { Config } from '../../../config.ts';
import { bankAccountInstructions, paiseToRupees, upiPaymentLink } from '../../../domain/index.ts';
import type { PaymentRequest } from '../../../entities/index.ts';
import type { BankAccount } from '../../../entities/booking-instalments.ts';

/** Who is paid: the booking's own Smart Collect account when it has one (PAYMENT_BANK_MATCHING), else the business's. */
const payeeOf = (config: Config, account: BankAccount | null) =>
  account
    ? { upiId: account.upiId ?? '', name: account.name || config.paymentPayeeName }
    : { upiId: config.PAYMENT_UPI_ID, name: config.paymentPayeeName };

export function upiLinkFor(config: Config, amountPaise: number, reference: string, account: BankAccount | null = null): string | null {
  const payee = payeeOf(config, account);
  if (!payee.upiId || amountPaise <= 0) return null;
  return upiPaymentLink(payee, amountPaise, reference);
}

export function offlinePaymentRequest(
  config: Config,
  amountPaise: number,
  reference: string,
  account: BankAccount | null = null,
): PaymentRequest {
  const upiLink = upiLinkFor(config, amountPaise, reference, account);
  const payee = payeeOf(config, account);
  // The booking's own account replaces the shared bank details: a transfer to it is matched by itself.
  const how = account ? bankAccountInstructions(account) : config.PAYMENT_INSTRUCTIONS.trim();
  return {
    provider: 'offline',
    amount: paiseToRupees(amountPaise),
    ...(upiLink ? { upiLink, upiId: payee.upiId, payeeName: payee.name } : {}),
    instructions: [how, `Booking reference: ${reference}`].filter(Boolean).join(' '),
  };
}

export const qrCodeSvg = (text: string): Promise<string> => QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
