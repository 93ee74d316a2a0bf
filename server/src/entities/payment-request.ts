/** What the browser needs to take a payment: Razorpay Checkout's order, or how to pay offline. */
import Type, { type Static } from 'typebox';
import { Rupees } from './columns.ts';

export const PaymentRequestSchema = Type.Union([
  Type.Object({
    provider: Type.Literal('razorpay'),
    keyId: Type.String(),
    orderId: Type.String(),
    amount: Type.Integer({ description: 'paise' }),
    currency: Type.Literal('INR'),
  }),
  Type.Object({
    provider: Type.Literal('offline'),
    amount: Rupees('INR due now'),
    upiLink: Type.Optional(Type.String()),
    upiId: Type.Optional(Type.String({ description: 'The payee UPI id, to copy into any UPI app' })),
    payeeName: Type.Optional(Type.String()),
    instructions: Type.String(),
  }),
  Type.Object({
    provider: Type.Literal('voucher'),
    amount: Type.Integer({ minimum: 0, maximum: 0, description: 'nothing left to pay: the voucher covered what was due now' }),
  }),
]);
export type PaymentRequest = Static<typeof PaymentRequestSchema>;
/** What paying with a voucher used of it, beside the payment asked for the rest: the booking page says it in words. */
export const VoucherUsedSchema = Type.Object({
  code: Type.String({ description: "the voucher's code, as 'K7QM-X4TD-9HRW'" }),
  amount: Rupees('INR the voucher paid'),
  balance: Rupees('INR left on the voucher'),
});
export type VoucherUsed = Static<typeof VoucherUsedSchema>;

/** PAYMENT_PROVIDER: who takes the site's payments. */
export type PaymentProvider = Exclude<PaymentRequest['provider'], 'voucher'>;

/** What Razorpay Checkout hands the page after a payment, passed on as it is (the booking's and a share's verify). */
export const CheckoutAnswerSchema = Type.Object({
  razorpay_order_id: Type.String({ minLength: 1, maxLength: 100 }),
  razorpay_payment_id: Type.String({ minLength: 1, maxLength: 100 }),
  razorpay_signature: Type.String({ maxLength: 200, description: 'hex HMAC-SHA256 of "<order id>|<payment id>"' }),
});
