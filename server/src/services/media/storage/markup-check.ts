/**
 * Refuses markup sent as media: an HTML, SVG or XML body named .jpg would be served from our own
 * origin. Media formats are otherwise not parsed here (their served type comes from the extension,
 * with nosniff), so an unusual but genuine file is never refused for its first bytes.
 */

/** How many leading bytes the check needs. */
export const MARKUP_CHECK_BYTES = 1024;

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export function looksLikeMarkup(head: Buffer): boolean {
  const start = head.subarray(0, UTF8_BOM.length).equals(UTF8_BOM) ? UTF8_BOM.length : 0;
  const text = head.subarray(start, MARKUP_CHECK_BYTES).toString('latin1').trimStart();
  // A tag, a doctype or comment, or an XML declaration.
  return /^<([A-Za-z!?])/.test(text);
}
