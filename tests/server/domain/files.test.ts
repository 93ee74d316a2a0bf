import { describe, expect, it } from 'vitest';
import { checkFieldFiles, checkFile, extensionOf, mediaTypeOf, MB } from '../../../server/src/domain/index.ts';

const ALLOWED = 'Invalid file type. Allowed: JPG, PNG, GIF, WebP, HEIC, MP4, MOV, AVI, WMV, FLV, WebM, PDF';
const file = (name: string, type: string, size = 1 * MB) => ({ name, type, size });

describe('checkFile: the generic check of one file (docs/product.md#rules)', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', 'image'],
    ['photo.JPEG', 'image/jpeg', 'image'],
    ['photo.jpg', 'image/jpg', 'image'],
    ['shot.png', 'image/png', 'image'],
    ['anim.gif', 'image/gif', 'image'],
    ['pic.webp', 'image/webp', 'image'],
    ['iphone.HEIC', 'image/heic', 'image'],
    ['iphone.heic', '', 'image'],
    ['clip.mp4', 'video/mp4', 'video'],
    ['clip.mov', 'video/quicktime', 'video'],
    ['clip.avi', 'video/x-msvideo', 'video'],
    ['clip.wmv', 'video/x-ms-wmv', 'video'],
    ['clip.flv', 'video/x-flv', 'video'],
    ['clip.webm', 'video/webm', 'video'],
    ['clip.mp4', 'application/octet-stream', 'video'],
    ['itinerary.pdf', 'application/pdf', 'pdf'],
  ])('accepts %s (%s) as %s', (name, type, kind) => {
    expect(checkFile(file(name, type))).toMatchObject({ kind });
  });

  it.each([
    ['virus.exe', 'application/x-msdownload'],
    ['notes.txt', 'text/plain'],
    ['page.html', 'text/html'],
    ['vector.svg', 'image/svg+xml'],
    ['noextension', 'image/jpeg'],
    ['photo.jpg', 'video/mp4'],
    ['photo.jpg', 'text/html'],
    ['clip.mp4', 'image/png'],
    ['photo.jpg.exe', 'image/jpeg'],
  ])("refuses %s (%s) with SPEC's allowed-types message", (name, type) => {
    expect(checkFile(file(name, type))).toMatchObject({ error: ALLOWED });
  });

  it('limits images to 50MB and videos to 100MB, with the size in the message', () => {
    expect(checkFile(file('big.jpg', 'image/jpeg', 50 * MB))).toMatchObject({ kind: 'image' });
    expect(checkFile(file('big.jpg', 'image/jpeg', 52.4 * MB))).toMatchObject({
      error: 'Image file too large: 52.40MB. Maximum size: 50MB',
    });
    expect(checkFile(file('big.mp4', 'video/mp4', 100 * MB))).toMatchObject({ kind: 'video' });
    expect(checkFile(file('big.mp4', 'video/mp4', 120 * MB))).toMatchObject({
      error: 'Video file too large: 120.00MB. Maximum size: 100MB',
    });
    // A video may be larger than an image may.
    expect(checkFile(file('mid.mp4', 'video/mp4', 75 * MB))).toMatchObject({ kind: 'video' });
  });

  it('refuses an empty or sizeless file', () => {
    expect(checkFile(file('empty.jpg', 'image/jpeg', 0))).toHaveProperty('error');
    expect(checkFile(file('nan.jpg', 'image/jpeg', Number.NaN))).toHaveProperty('error');
  });
});

describe('checkFieldFiles: counts and kinds per form field (docs/product.md#rules)', () => {
  it('trip images: image files only, at most 10 counting those already uploaded', () => {
    expect(
      checkFieldFiles(
        'tripImages',
        Array.from({ length: 10 }, (_, i) => file(`${i}.jpg`, 'image/jpeg')),
      ),
    ).toBeNull();
    expect(
      checkFieldFiles(
        'tripImages',
        Array.from({ length: 11 }, (_, i) => file(`${i}.jpg`, 'image/jpeg')),
      ),
    ).toBe('Too many images: 11. Maximum 10 images allowed.');
    expect(checkFieldFiles('tripImages', [file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')], { images: 9 })).toBe(
      'Too many images: 11. Maximum 10 images allowed.',
    );
    expect(checkFieldFiles('tripImages', [file('clip.mp4', 'video/mp4')])).toBe(
      'Invalid file type. Accepted types: JPG, PNG, GIF, WebP, HEIC',
    );
    expect(checkFieldFiles('tripImages', [file('a.pdf', 'application/pdf')])).toBe(
      'Invalid file type. Accepted types: JPG, PNG, GIF, WebP, HEIC',
    );
  });

  it('trip video and itinerary: one file of their kind', () => {
    expect(checkFieldFiles('tripVideo', [file('a.mp4', 'video/mp4')])).toBeNull();
    expect(checkFieldFiles('tripVideo', [file('a.mp4', 'video/mp4'), file('b.mov', 'video/quicktime')])).toBe('Maximum 1 file(s) allowed');
    expect(checkFieldFiles('tripVideo', [file('a.jpg', 'image/jpeg')])).toBe(
      'Invalid file type. Accepted types: MP4, MOV, AVI, WMV, FLV, WebM',
    );
    expect(checkFieldFiles('tripItinerary', [file('plan.pdf', 'application/pdf')])).toBeNull();
    expect(checkFieldFiles('tripItinerary', [file('a.pdf', 'application/pdf'), file('b.pdf', 'application/pdf')])).toBe(
      'Maximum 1 file(s) allowed',
    );
    expect(checkFieldFiles('tripItinerary', [file('a.jpg', 'image/jpeg')])).toBe('Invalid file type. Accepted types: PDF');
  });

  it('review media: up to 3 images OR 1 video, never both', () => {
    const image = (n: number) => file(`${n}.jpg`, 'image/jpeg');
    expect(checkFieldFiles('reviewMedia', [image(1), image(2), image(3)])).toBeNull();
    expect(checkFieldFiles('reviewMedia', [file('a.mp4', 'video/mp4')])).toBeNull();
    expect(checkFieldFiles('reviewMedia', [image(1), image(2), image(3), image(4)])).toBe('Too many images: 4. Maximum 3 images allowed.');
    expect(checkFieldFiles('reviewMedia', [image(1), image(2)], { images: 2 })).toBe('Too many images: 4. Maximum 3 images allowed.');
    expect(checkFieldFiles('reviewMedia', [file('a.mp4', 'video/mp4'), file('b.mp4', 'video/mp4')])).toBe('Maximum 1 file(s) allowed');
    expect(checkFieldFiles('reviewMedia', [image(1), file('a.mp4', 'video/mp4')])).toBe(
      'Cannot upload both images and videos. Choose either up to 3 images OR 1 video.',
    );
    expect(checkFieldFiles('reviewMedia', [file('a.mp4', 'video/mp4')], { images: 1 })).toBe(
      'Cannot upload both images and videos. Choose either up to 3 images OR 1 video.',
    );
    expect(checkFieldFiles('reviewMedia', [file('a.pdf', 'application/pdf')])).toBe(
      'Invalid file type. Accepted types: JPG, PNG, GIF, WebP, HEIC, MP4, MOV, AVI, WMV, FLV, WebM',
    );
  });

  it('passes on the size error of a file inside a field', () => {
    expect(checkFieldFiles('reviewMedia', [file('huge.mp4', 'video/mp4', 101 * MB)])).toBe(
      'Video file too large: 101.00MB. Maximum size: 100MB',
    );
    expect(checkFieldFiles('tripImages', [file('huge.png', 'image/png', 60 * MB)])).toBe(
      'Image file too large: 60.00MB. Maximum size: 50MB',
    );
  });
});

describe('media type by extension (docs/product.md#rules)', () => {
  it.each([
    ['https://cdn.example.in/a.jpg', 'image'],
    ['/uploads/a.JPEG', 'image'],
    ['/uploads/a.png?v=2', 'image'],
    ['a.gif#x', 'image'],
    ['a.webp', 'image'],
    ['a.mp4', 'video'],
    ['a.avi', 'video'],
    ['a.mov', 'video'],
    ['a.wmv', 'video'],
    ['a.flv', 'video'],
    ['a.webm', 'video'],
    ['a.pdf', 'unknown'],
    ['a', 'unknown'],
    [null, 'unknown'],
  ])('%s is %s', (url, kind) => {
    expect(mediaTypeOf(url)).toBe(kind);
  });

  it('reads the last extension only', () => {
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('photo.JPG ')).toBe('jpg');
    expect(extensionOf('noext')).toBe('');
  });
});
