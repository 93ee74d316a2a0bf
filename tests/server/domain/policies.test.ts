/** CANCELLATION_POLICY parsed once, the share retained by days left, the policy in words, and the policy pages' texts. */
import { describe, expect, it } from 'vitest';
import {
  cancellationPolicyLines,
  cancellationPolicyLinesHi,
  defaultCancellationPolicy,
  parseCancellationPolicy,
  policyBlocks,
  policyInlineHtml,
  policyText,
  retainedPercent,
} from '../../../server/src/domain/index.ts';
import { ConfigError, loadConfig } from '../../../server/src/config.ts';

const tiersOf = (text: string) => {
  const parsed = parseCancellationPolicy(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.tiers;
};

describe('cancellation policy', () => {
  it("reads DESIGN's default as three tiers, earliest first", () => {
    expect(defaultCancellationPolicy).toBe('30:10,15:50,0:100');
    expect(tiersOf(defaultCancellationPolicy)).toEqual([
      { daysBefore: 30, retainPercent: 10 },
      { daysBefore: 15, retainPercent: 50 },
      { daysBefore: 0, retainPercent: 100 },
    ]);
    expect(tiersOf(' 0:100 , 45:0 ')).toEqual([
      { daysBefore: 45, retainPercent: 0 },
      { daysBefore: 0, retainPercent: 100 },
    ]);
  });

  it('refuses what is not daysBefore:retainPercent', () => {
    for (const bad of ['', '30', '30:10,,0:100', '30:101', 'x:1', '15:50,15:60', '-1:10']) {
      expect(parseCancellationPolicy(bad)).toHaveProperty('error');
    }
  });

  it('applies the tier with the largest daysBefore not above the days left', () => {
    const tiers = tiersOf(defaultCancellationPolicy);
    expect([60, 30, 29, 15, 14, 0].map((days) => retainedPercent(tiers, days))).toEqual([10, 10, 50, 50, 100, 100]);
    expect(retainedPercent(tiersOf('10:0'), 5)).toBe(100);
  });

  it('states the policy in words, a line per tier', () => {
    expect(cancellationPolicyLines(tiersOf(defaultCancellationPolicy))).toEqual([
      'Cancelled 30 days or more before the start: 90 % of the total refunded (10 % retained)',
      'Cancelled 15 to 29 days before the start: 50 % of the total refunded (50 % retained)',
      'Cancelled less than 15 days before the start: no refund',
    ]);
    expect(cancellationPolicyLines(tiersOf('7:0'))).toEqual([
      'Cancelled 7 days or more before the start: a full refund',
      'Cancelled less than 7 days before the start: no refund',
    ]);
  });

  it('reads the same tiers in Hindi, a line for each English line', () => {
    const tiers = tiersOf(defaultCancellationPolicy);
    expect(cancellationPolicyLinesHi(tiers)).toEqual([
      'शुरुआत से 30 या ज़्यादा दिन पहले रद्द करने पर: कुल रक़म का 90 % रिफ़ंड (10 % रखा जाएगा)',
      'शुरुआत से 15 से 29 दिन पहले रद्द करने पर: कुल रक़म का 50 % रिफ़ंड (50 % रखा जाएगा)',
      'शुरुआत से 15 दिन से कम पहले रद्द करने पर: कोई रिफ़ंड नहीं',
    ]);
    expect(cancellationPolicyLinesHi(tiersOf('7:0'))).toEqual([
      'शुरुआत से 7 या ज़्यादा दिन पहले रद्द करने पर: पूरा रिफ़ंड',
      'शुरुआत से 7 दिन से कम पहले रद्द करने पर: कोई रिफ़ंड नहीं',
    ]);
    for (const policy of [defaultCancellationPolicy, '7:0', '20:25,0:100', '0:0'])
      expect(cancellationPolicyLinesHi(tiersOf(policy)).length).toBe(cancellationPolicyLines(tiersOf(policy)).length);
  });

  it('is read from CANCELLATION_POLICY by the configuration, which refuses a malformed one', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/unused' }).cancellationPolicy).toEqual(tiersOf(defaultCancellationPolicy));
    expect(loadConfig({ DATA_DIR: '/tmp/unused', CANCELLATION_POLICY: '20:25,0:100' }).cancellationPolicy).toEqual([
      { daysBefore: 20, retainPercent: 25 },
      { daysBefore: 0, retainPercent: 100 },
    ]);
    expect(() => loadConfig({ DATA_DIR: '/tmp/unused', CANCELLATION_POLICY: '30-10' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: '/tmp/unused', CANCELLATION_POLICY: '30-10' })).toThrow(/CANCELLATION_POLICY/);
  });
});

describe('policy page texts', () => {
  const business = { companyName: 'Yatra Co', email: 'care@yatra.example.in', phone: '+91 90000 00000', address: 'Pune' };

  it('fills the business into the defaults, and an operator text replaces a default whole', () => {
    expect(policyText('privacy', business)).toContain('Yatra Co collects only what it needs');
    expect(policyText('privacy', business)).toContain('care@yatra.example.in');
    expect(policyText('privacy', business)).not.toMatch(/\{\w+\}/);
    expect(policyText('terms', business, '## Ours\nOnly {companyName}.')).toBe('## Ours\nOnly Yatra Co.');
    expect(policyText('terms', business, '   ')).toContain('These terms apply');
  });

  it('reads headings, paragraphs and lists, and lets no HTML through', () => {
    expect(policyBlocks('## Title\n\nOne\nline.\n\n- a\n- b')).toEqual([
      { kind: 'heading', text: 'Title' },
      { kind: 'paragraph', text: 'One line.' },
      { kind: 'list', items: ['a', 'b'] },
    ]);
    expect(policyInlineHtml('<script>x</script> **bold** [mail](mailto:a@b.in) [bad](javascript:alert(1))')).toBe(
      '&lt;script&gt;x&lt;/script&gt; <strong>bold</strong> <a href="mailto:a@b.in">mail</a> [bad](javascript:alert(1))',
    );
  });
});
