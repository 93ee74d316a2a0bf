/**
 * Offline payment (the default): how to pay by UPI or bank transfer, with the booking reference
 * to quote. The UPI link's QR code is drawn here, on the server, as SVG (the `qrcode` package):
 * no third-party image service sees the payee or the amount.
 */
import QRCode from 'qrcode';
import type { Config } from '../../config.ts';
import { paiseToRupees, type PaymentRequest, upiPaymentLink } from '../../domain/index.ts';

export function upiLinkFor(config: Config, amountPaise: number, reference: string): string | null {
  if (!config.PAYMENT_UPI_ID || amountPaise <= 0) return null;
  return upiPaymentLink({ upiId: config.PAYMENT_UPI_ID, name: config.paymentPayeeName }, amountPaise, reference);
}

export function offlinePaymentRequest(config: Config, amountPaise: number, reference: string): PaymentRequest {
  const upiLink = upiLinkFor(config, amountPaise, reference);
  return {
    provider: 'offline',
    amount: paiseToRupees(amountPaise),
    ...(upiLink ? { upiLink, upiId: config.PAYMENT_UPI_ID, payeeName: config.paymentPayeeName } : {}),
    instructions: [config.PAYMENT_INSTRUCTIONS.trim(), `Booking reference: ${reference}`].filter(Boolean).join(' '),
  };
}

export const qrCodeSvg = (text: string): Promise<string> => QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
