/**
 * Development provider: one line per message on stdout, exactly
 * `SMS to +<countryCode><mobileNumber>: <text>` (docs/product.md#beyond-the-specification; scripts and tests grep it).
 * Written with process.stdout.write, not the logger, so the line never changes shape.
 */
import { formatPhone } from '../../../domain/index.ts';
import type { SmsSender } from './sender.ts';

export function createConsoleSender(): SmsSender {
  return {
    provider: 'console',
    async sendCode({ to, text }) {
      process.stdout.write(`SMS to ${formatPhone(to, { e164: true })}: ${text}\n`);
    },
  };
}
