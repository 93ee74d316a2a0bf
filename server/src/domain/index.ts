/** The one domain module: entity types, documented rules and messages, display formats. No Node imports. */
export * from './messages.ts';
export * from './limits.ts';
export * from './types.ts';
export * from './format.ts';
export * from './validation.ts';
export * from './sign-in-validation.ts';
export * from './trip-validation.ts';
export * from './review-validation.ts';
export * from './statistics-validation.ts';
export * from './customization-validation.ts';
export * from './files.ts';
export * from './media-rules.ts';
export * from './customization.ts';
export * from './bookings.ts';
export * from './booking-messages.ts';
export * from './money.ts';
export * from './booking-validation.ts';
