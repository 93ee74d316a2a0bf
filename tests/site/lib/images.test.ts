import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  imagePreload,
  resizedImageUrl,
  responsiveImage,
  tripCardSizes,
  tripGallerySizes,
} from '../../../site/src/lib/images.ts';
import { chatLink } from '../../../site/src/lib/chat.ts';

describe('responsive images', () => {
  it('offers our own uploads in screen-fitting widths', () => {
    const image = responsiveImage('/uploads/trips/a.jpg', '100vw');
    expect(image.src).toBe('/media/640/uploads/trips/a.jpg');
    expect(image.srcSet).toBe([320, 480, 640, 720, 960, 1280].map((width) => `/media/${width}/uploads/trips/a.jpg ${width}w`).join(', '));
    expect(image.sizes).toBe('100vw');
  });

  it('leaves other addresses (S3, CDN) as they are', () => {
    expect(responsiveImage('https://cdn.example.in/a.jpg', '100vw')).toEqual({ src: 'https://cdn.example.in/a.jpg' });
    expect(resizedImageUrl('https://cdn.example.in/a.jpg', 320)).toBe('https://cdn.example.in/a.jpg');
  });

  it('makes absolute addresses for Open Graph', () => {
    expect(absoluteUrl('https://trips.example.in', '/media/1280/uploads/a.jpg')).toBe('https://trips.example.in/media/1280/uploads/a.jpg');
    expect(absoluteUrl('https://trips.example.in', 'https://cdn.example.in/a.jpg')).toBe('https://cdn.example.in/a.jpg');
  });

  it('builds the chat deep link with the greeting', () => {
    expect(chatLink('+91 98765-43210', 'Hi! Trips?')).toBe('https://wa.me/919876543210?text=Hi!%20Trips%3F');
  });
});

describe('imagePreload', () => {
  it('preloads our uploads with the same srcset and sizes as their <img>, at high priority', () => {
    const preload = imagePreload('/uploads/trips/a.jpg', tripCardSizes);
    expect(preload).toMatchObject({
      rel: 'preload',
      as: 'image',
      href: '/media/640/uploads/trips/a.jpg',
      imagesizes: tripCardSizes,
      fetchpriority: 'high',
    });
    expect(preload.imagesrcset).toBe(responsiveImage('/uploads/trips/a.jpg', tripCardSizes).srcSet);
  });

  it('preloads an outside address as it is', () => {
    expect(imagePreload('https://cdn.example.in/a.jpg', tripGallerySizes)).toEqual({
      rel: 'preload',
      as: 'image',
      href: 'https://cdn.example.in/a.jpg',
      fetchpriority: 'high',
    });
  });
});
