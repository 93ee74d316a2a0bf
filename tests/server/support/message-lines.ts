/**
 * Reads the console providers' lines (`SMS to …`, `WHATSAPP to …`, `EMAIL to …`) from what the
 * app writes to stdout, as an operator's script counts them; and waits for a condition to hold.
 */
import { type MockInstance, vi } from 'vitest';

export interface MessageLines {
  lines: string[];
  /** The lines that contain `text`. */
  with(text: string): string[];
  restore(): void;
}

export function captureMessageLines(): MessageLines {
  const lines: string[] = [];
  const original = process.stdout.write.bind(process.stdout);
  const spy: MockInstance = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (/^(SMS|WHATSAPP|EMAIL) to /.test(text)) {
      lines.push(text.replace(/\n$/, ''));
      return true;
    }
    return original(chunk, ...rest);
  }) as typeof process.stdout.write);
  return { lines, with: (text) => lines.filter((line) => line.includes(text)), restore: () => spy.mockRestore() };
}

export async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}
