/** The chat-app deep link with the prefilled greeting (SPEC §1, §7). */
export function chatLink(whatsappNumber: string, greeting: string): string {
  const digits = whatsappNumber.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}`;
}
