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
