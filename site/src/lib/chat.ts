/** The chat-app deep link with the prefilled greeting (docs/product.md#users, #calls). */
export function chatLink(whatsappNumber: string, greeting: string): string {
  const digits = whatsappNumber.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}`;
}
