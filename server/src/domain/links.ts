/**
 * Links to the chat app, made in one place for the site (chat button, sharing a trip) and the back
 * office (writing to a traveller): its deep link takes the number as digits only, and the
 * prefilled text URL-encoded.
 */
export function whatsappLink(text: string, phoneNumber?: string): string {
  const digits = phoneNumber?.replace(/\D/g, '') ?? '';
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
