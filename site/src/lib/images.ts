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

/** The widths trip cards and the trip gallery take on screen: their <img> and their preload say the same. */
export const tripCardSizes = '(min-width: 1200px) 380px, (min-width: 700px) 50vw, 100vw';
export const tripGallerySizes = '(min-width: 1000px) 960px, 100vw';

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
