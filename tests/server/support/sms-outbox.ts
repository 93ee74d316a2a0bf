/**
 * Reads the console SMS provider's lines (`SMS to +<countryCode><mobileNumber>: <text>`) the way
 * an operator's script would: from what the app writes to stdout.
 */
import { type MockInstance, vi } from 'vitest';

export interface SmsOutbox {
  lines: string[];
  /** The code in the latest SMS to this number (+<countryCode><mobileNumber>). */
  latestCode(to: string): string;
  restore(): void;
}

export function captureSms(): SmsOutbox {
  const lines: string[] = [];
  const original = process.stdout.write.bind(process.stdout);
  const spy: MockInstance = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (text.startsWith('SMS to ')) {
      lines.push(text);
      return true;
    }
    return original(chunk, ...rest);
  }) as typeof process.stdout.write);
  return {
    lines,
    latestCode(to) {
      const prefix = `SMS to ${to}: `;
      const line = lines.findLast((l) => l.startsWith(prefix));
      const code = line ? /(\d{4})/.exec(line.slice(prefix.length))?.[1] : undefined;
      if (!code) throw new Error(`no SMS to ${to}`);
      return code;
    },
    restore: () => spy.mockRestore(),
  };
}
