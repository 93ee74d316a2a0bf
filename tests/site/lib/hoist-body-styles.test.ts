import { describe, expect, it } from 'vitest';
import { hoistBodyStyles } from '../../../site/src/lib/hoist-body-styles.ts';

describe('hoistBodyStyles', () => {
  it('moves the body’s styles to the end of the head, each once, and leaves the rest as it was', () => {
    const page =
      '<!DOCTYPE html><html><head><title>t</title><style>h1{}</style></head><body><p>a</p>' +
      '<style>astro-island{display:contents}</style>' +
      '<astro-island><style data-href="popup-styles">dialog{}</style><dialog></dialog></astro-island>' +
      '<astro-island><style data-href="popup-styles">dialog{}</style><dialog></dialog></astro-island></body></html>';
    expect(hoistBodyStyles(page)).toBe(
      '<!DOCTYPE html><html><head><title>t</title><style>h1{}</style><style>astro-island{display:contents}</style>' +
        '<style data-href="popup-styles">dialog{}</style></head><body><p>a</p><astro-island><dialog></dialog></astro-island>' +
        '<astro-island><dialog></dialog></astro-island></body></html>',
    );
  });

  it('returns a page with no style in its body, or no head, unchanged', () => {
    const plain = '<html><head><style>a{}</style></head><body><p>x</p></body></html>';
    expect(hoistBodyStyles(plain)).toBe(plain);
    expect(hoistBodyStyles('<p>fragment<style>a{}</style></p>')).toBe('<p>fragment<style>a{}</style></p>');
  });
});
