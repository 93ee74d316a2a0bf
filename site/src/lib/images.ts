/**
 * Responsive image addresses. Our own uploads (/uploads/...; the site data gives S3 images that form
 * too) are served in screen-fitting widths by the resize route (/media/<width>/uploads/...); other
 * addresses are used as they are.
 */
import { resizedImageWidths } from '@travel/server/domain';

const isOwnUpload = (src: string) => src.startsWith('/uploads/');

export function resizedImageUrl(src: string, width: number): string {
  return isOwnUpload(src) ? `/media/${width}${src}` : src;
}

/**
 * The widths trip cards and the trip gallery take on screen (their <img> and a preload say the same), from their
 * grids: .container is min(1200px, 100% - 2rem); cards fill columns of at least 320px with 1.4rem gaps (two from
 * 695px, three from 1037px); the gallery sits beside a 320px booking card with a 2rem gap above 900px.
 */
export const tripCardSizes = [
  '(min-width: 1232px) 385px',
  '(min-width: 1037px) calc((100vw - 4.8rem) / 3)',
  '(min-width: 695px) calc((100vw - 3.4rem) / 2)',
  'calc(100vw - 2rem)',
].join(', ');
export const tripGallerySizes = '(min-width: 1232px) 848px, (min-width: 901px) calc(100vw - 4rem - 320px), calc(100vw - 2rem)';

/**
 * A <link rel="preload"> for the image that is likely the page's largest paint, so the browser
 * fetches it with the HTML instead of after scripts and layout, at the width that fits the screen.
 */
export function imagePreload(src: string, sizes: string): Record<string, string> {
  const image = responsiveImage(src, sizes);
  return {
    rel: 'preload',
    as: 'image',
    href: image.src,
    ...(image.srcSet ? { imagesrcset: image.srcSet, imagesizes: sizes } : {}),
    fetchpriority: 'high',
  };
}

/** srcset and sizes for an <img>, or only src when the image cannot be resized here. */
export function responsiveImage(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  if (!isOwnUpload(src)) return { src };
  return {
    src: resizedImageUrl(src, 640),
    srcSet: resizedImageWidths.map((w) => `${resizedImageUrl(src, w)} ${w}w`).join(', '),
    sizes,
  };
}

/** An absolute address for Open Graph and schema.org, which must not be relative. */
export function absoluteUrl(siteUrl: string, path: string): string {
  try {
    return new URL(path, siteUrl).toString();
  } catch {
    return path;
  }
}
