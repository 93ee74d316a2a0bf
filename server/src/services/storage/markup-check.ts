/**
 * The first bytes each allowed format starts with, so that a body sent as image/jpeg really is a
 * JPEG (a page or script renamed .jpg is refused before it is ever served).
 */
const ascii = (text: string) => Buffer.from(text, 'latin1');
const at = (head: Buffer, offset: number, bytes: Buffer) => head.length >= offset + bytes.length && head.subarray(offset, offset + bytes.length).equals(bytes);

/** ISO base media (MP4, MOV, HEIC): a box type at offset 4; QuickTime files may open with other boxes than ftyp. */
const isoBoxes = ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].map(ascii);
const isIsoMedia = (head: Buffer) => isoBoxes.some((box) => at(head, 4, box));

const signatures: Record<string, (head: Buffer) => boolean> = {
  jpg: (head) => at(head, 0, Buffer.from([0xff, 0xd8, 0xff])),
  png: (head) => at(head, 0, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  gif: (head) => at(head, 0, ascii('GIF87a')) || at(head, 0, ascii('GIF89a')),
  webp: (head) => at(head, 0, ascii('RIFF')) && at(head, 8, ascii('WEBP')),
  heic: (head) => at(head, 4, ascii('ftyp')),
  mp4: isIsoMedia,
  mov: isIsoMedia,
  avi: (head) => at(head, 0, ascii('RIFF')) && at(head, 8, ascii('AVI ')),
  wmv: (head) => at(head, 0, Buffer.from([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])),
  flv: (head) => at(head, 0, ascii('FLV')),
  webm: (head) => at(head, 0, Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  // PDF readers accept the header anywhere in the first kilobyte.
  pdf: (head) => head.subarray(0, 1024).includes(ascii('%PDF-')),
};
signatures.jpeg = signatures.jpg;

/** How many leading bytes the check needs. */
export const SIGNATURE_BYTES = 1024;

export function contentMatchesExtension(extension: string, head: Buffer): boolean {
  const check = signatures[extension];
  return check ? check(head) : false;
}
