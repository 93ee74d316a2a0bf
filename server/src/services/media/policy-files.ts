/**
 * The operator's policy texts: Markdown files in POLICIES_DIR named after the pages
 * (privacy.md, terms.md, cancellation-and-refunds.md, contact.md), read once at start. A missing
 * file leaves that page on its default text (domain/policies.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { policyPages, type PolicySlug } from '../../domain/index.ts';

export function readPolicyFiles(dir: string): Partial<Record<PolicySlug, string>> {
  const texts: Partial<Record<PolicySlug, string>> = {};
  if (!dir) return texts;
  for (const { slug } of policyPages) {
    const file = path.join(dir, `${slug}.md`);
    if (existsSync(file)) texts[slug] = readFileSync(file, 'utf8');
  }
  return texts;
}
