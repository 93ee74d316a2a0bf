/** '1 kid', '3 adults'. */
import { countOf } from '@travel/server/domain';
export const countText = (count: number, noun: string): string => countOf(count, { one: noun, other: `${noun}s` });
