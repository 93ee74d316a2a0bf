/**
 * The policy pages a payment provider asks for, rendered inside the real app: Privacy, Terms, Cancellation and Refunds
 * (stating CANCELLATION_POLICY in force), Contact; an operator's Markdown file replaces a default; the landing badge
 * shows EXTERNAL_RATING.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp } from '../../support/site-app.ts';
import type { TestApp } from '../../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  const policiesDir = await mkdtemp(path.join(os.tmpdir(), 'policies-'));
  await writeFile(path.join(policiesDir, 'terms.md'), '## Our own terms\n\nBooked with **{companyName}**.\n\n<script>alert(1)</script>');
  ({ t } = await createSiteTestApp({ CANCELLATION_POLICY: '20:25,0:100', POLICIES_DIR: policiesDir, EXTERNAL_RATING: '4.4' }));
}, 120_000);

afterAll(() => t?.close());

const page = async (url: string) => {
  const response = await t.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};

describe('policy pages', () => {
  it('renders the four pages for anyone, each linked from the footer', async () => {
    for (const [url, title] of [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms and Conditions'],
      ['/cancellation-and-refunds', 'Cancellation and Refunds'],
      ['/contact', 'Contact Us'],
    ]) {
      const body = await page(url);
      expect(body).toContain(`<h1`);
      expect(body).toContain(`>${title}</h1>`);
      expect(body).toContain('access = "public"');
      expect(body).toMatch(/href="\/privacy" data-visitor-allowed/);
      expect(body).toMatch(/href="\/cancellation-and-refunds" data-visitor-allowed/);
    }
  });

  it('states the cancellation policy in force, from CANCELLATION_POLICY', async () => {
    const body = await page('/cancellation-and-refunds');
    expect(body).toContain('Cancelled 20 days or more before the start: 75 % of the total refunded (25 % retained)');
    expect(body).toContain('Cancelled less than 20 days before the start: no refund');
    expect(body).not.toContain('30 days');
  });

  it("uses the operator's Markdown when there is a file, escaped, and the default otherwise", async () => {
    const terms = await page('/terms');
    expect(terms).toContain('Our own terms</h2>');
    expect(terms).toContain('Booked with <strong>Wander India Trips</strong>.');
    expect(terms).not.toContain('<script>alert(1)</script>');
    expect(terms).not.toContain('These terms apply');
    expect(await page('/privacy')).toContain('Wander India Trips collects only what it needs');
    const contact = await page('/contact');
    expect(contact).toContain('hello@example.in');
    expect(contact).toContain('We answer within a working day.');
  });

  it('shows EXTERNAL_RATING on the landing badge', async () => {
    const landing = await page('/trips');
    expect(landing).toMatch(/class="rating-value[^"]*"[^>]*>4\.4</);
    expect(landing).not.toMatch(/class="rating-value[^"]*"[^>]*>5\.0</);
  });
});
