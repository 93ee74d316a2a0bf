/** The trip page's share button (islands/ShareTrip.tsx) in English: its default labels; other languages' pages hand theirs. */
export const shareLabelsEn = { share: 'Share this trip', whatsApp: 'Share on WhatsApp' };
