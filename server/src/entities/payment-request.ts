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
]);
export type PaymentRequest = Static<typeof PaymentRequestSchema>;
/** PAYMENT_PROVIDER: who takes the site's payments. */
export type PaymentProvider = PaymentRequest['provider'];
