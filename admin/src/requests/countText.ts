/** '1 kid', '3 adults'. */
export const countText = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
