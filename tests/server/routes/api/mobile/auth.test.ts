/**
 * Traveller sign-in over HTTP (docs/product.md#states, #rules, #calls; #beyond-the-specification: verified sign-in
 * and codes): sign-up and sign-in through the console SMS line, the exact shapes and messages, and the abuse cases —
 * guessing, expiry, resend and send limits, concurrent use of one code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, messages, otpResendWait, otpSmsText } from '../../../../../server/src/domain/index.ts';
import { captureSms, type SmsOutbox } from '../../../support/sms-outbox.ts';
import { bearer, createTestApp, type TestApp } from '../../../support/test-app.ts';

let t: TestApp;
let sms: SmsOutbox;
let numberCounter = 0;
let addressCounter = 0;
/** Each test uses numbers and a client address of its own, so limits never leak between tests. */
const newNumber = () => `98${String(10_000_000 + (numberCounter += 1)).slice(-8)}`;
const newAddress = () => `10.1.${Math.floor((addressCounter += 1) / 250)}.${addressCounter % 250}`;

beforeAll(async () => {
  sms = captureSms();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  sms.restore();
});

const post = (path: string, payload: object, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/mobile/auth/${path}`, payload, remoteAddress });

async function signUp(mobileNumber: string, username: string, remoteAddress = newAddress()) {
  const sent = await post('send-otp', { username, mobileNumber, countryCode: '91' }, remoteAddress);
  expect(sent.statusCode).toBe(200);
  const { verificationId } = sent.json();
  const verified = await post(
    'verify-otp',
    { username, mobileNumber, countryCode: '91', verificationId, otp: sms.latestCode(`+91${mobileNumber}`) },
    remoteAddress,
  );
  expect(verified.statusCode).toBe(200);
  return verified.json();
}

describe('sign-up through the console SMS line', () => {
  it('checks, sends a code, verifies it and signs the new traveller in', async () => {
    const mobileNumber = newNumber();
    const address = newAddress();
    expect((await post('check-user', { mobileNumber, countryCode: '91' }, address)).json()).toEqual({ success: true, userExists: false });

    const sent = await post('send-otp', { username: 'asha_k', mobileNumber, countryCode: '+91' }, address);
    expect(sent.statusCode).toBe(200);
    const sentBody = sent.json();
    expect(Object.keys(sentBody).sort()).toEqual(['message', 'success', 'verificationId']);
    expect(sentBody).toMatchObject({ success: true, message: messages.otpSent });
    // Unguessable: 24 random bytes.
    expect(sentBody.verificationId).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const line = sms.lines.findLast((l) => l.includes(mobileNumber))!;
    expect(line).toMatch(new RegExp(`^SMS to \\+91${mobileNumber}: \\d{4} is your .+\\n$`));
    // The code is the only number in the text.
    expect(line.slice(line.indexOf(': ') + 2).match(/\d+/g)).toHaveLength(1);
    const code = sms.latestCode(`+91${mobileNumber}`);

    const verified = await post(
      'verify-otp',
      { username: 'asha_k', mobileNumber, countryCode: '91', verificationId: sentBody.verificationId, otp: code },
      address,
    );
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'success', 'token', 'user']);
    expect(body.success).toBe(true);
    expect(body.message).toBe(messages.signupSuccessful);
    expect(body.user).toMatchObject({ username: 'asha_k', mobileNumber, countryCode: '91', isNewUser: true, isActive: true });
    expect(body.user.lastLoginAt).toEqual(expect.any(String));
    expect(body.user.lastLoginAt).toBe(body.user.createdAt);

    const me = await t.app.inject({ method: 'GET', url: '/api/mobile/auth/verify', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ success: true, user: { ...body.user, isNewUser: undefined } });
    expect(me.json().user.isNewUser).toBeUndefined();

    // The token works on the other traveller call.
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/customize-trip',
      headers: bearer(body.token),
      payload: {
        type: 'general_customization',
        customizationData: { preferredPlace: 'Goa', numberOfMembers: 2, startDate: '2031-01-01', endDate: '2031-01-05' },
      },
    });
    expect(request.statusCode).toBe(201);
    expect((await post('check-user', { mobileNumber, countryCode: '91' }, address)).json()).toEqual({ success: true, userExists: true });
  });

  it('refuses to sign up a registered number with 409 and sends nothing', async () => {
    const mobileNumber = newNumber();
    await signUp(mobileNumber, 'first_one');
    const before = sms.lines.length;
    const again = await post('send-otp', { username: 'second_one', mobileNumber, countryCode: '91' }, newAddress());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'Mobile number already registered' });
    expect(sms.lines.length).toBe(before);
  });

  it('answers SPEC messages for bad numbers, usernames and codes', async () => {
    const address = newAddress();
    const cases: [string, object, string][] = [
      ['check-user', { mobileNumber: '', countryCode: '91' }, 'Mobile number is required'],
      ['check-user', { mobileNumber: '98a76', countryCode: '91' }, 'Please enter a valid mobile number'],
      ['direct-login', { countryCode: '91' }, 'Mobile number is required'],
      ['send-otp', { mobileNumber: newNumber(), countryCode: '91', username: 'ab' }, 'Username must be at least 3 characters'],
      ['send-otp', { mobileNumber: newNumber(), countryCode: '91', username: 'a'.repeat(51) }, 'Username must be less than 50 characters'],
      [
        'send-otp',
        { mobileNumber: newNumber(), countryCode: '91', username: 'bad name!' },
        'Username can only contain letters, numbers, and underscores',
      ],
      ['send-otp', { mobileNumber: newNumber(), countryCode: '91', username: '   ' }, 'Username is required'],
      // docs/product.md#rules: present but empty is 'Username is required'; only a body without the field is a returning traveller.
      ['send-otp', { mobileNumber: newNumber(), countryCode: '91', username: '' }, 'Username is required'],
      ['send-otp', { mobileNumber: newNumber(), countryCode: '91', username: null }, 'Username is required'],
      [
        'send-otp',
        { mobileNumber: newNumber(), countryCode: '91', username: true },
        'Username can only contain letters, numbers, and underscores',
      ],
      [
        'send-otp',
        { mobileNumber: newNumber(), countryCode: '91', username: { toString: 1 } },
        'Username can only contain letters, numbers, and underscores',
      ],
      ['check-user', { mobileNumber: { toString: 1 }, countryCode: '91' }, 'Please enter a valid mobile number'],
      ['check-user', { mobileNumber: newNumber(), countryCode: { toString: 1 } }, messages.countryCodeInvalid],
      [
        'verify-otp',
        { mobileNumber: newNumber(), countryCode: '91', verificationId: 'x', otp: { toString: 1 } },
        'Please enter a valid 4-digit OTP',
      ],
      ['verify-otp', { mobileNumber: newNumber(), countryCode: '91', verificationId: 'x' }, 'OTP is required'],
      [
        'verify-otp',
        { mobileNumber: newNumber(), countryCode: '91', verificationId: 'x', otp: '12345' },
        'Please enter a valid 4-digit OTP',
      ],
      [
        'verify-otp',
        { mobileNumber: newNumber(), countryCode: '91', verificationId: 'x', code: '12a4' },
        'Please enter a valid 4-digit OTP',
      ],
      ['verify-otp', { mobileNumber: newNumber(), countryCode: '91', otp: '1234' }, messages.verificationIdRequired],
    ];
    for (const [path, payload, error] of cases) {
      const response = await post(path, payload, address);
      expect({ path, payload, status: response.statusCode, body: response.json() }).toEqual({
        path,
        payload,
        status: 400,
        body: expect.objectContaining({ error }),
      });
    }
  });

  it('refuses a code for another number, an unknown verification and a used code', async () => {
    const mobileNumber = newNumber();
    const address = newAddress();
    const { verificationId } = (await post('send-otp', { username: 'riya_m', mobileNumber, countryCode: '91' }, address)).json();
    const otp = sms.latestCode(`+91${mobileNumber}`);
    const otherNumber = await post('verify-otp', { mobileNumber: newNumber(), countryCode: '91', verificationId, otp }, address);
    expect(otherNumber.statusCode).toBe(400);
    expect(otherNumber.json()).toMatchObject({ error: messages.otpExpired });
    const unknown = await post('verify-otp', { mobileNumber, countryCode: '91', verificationId: 'no-such-verification', otp }, address);
    expect(unknown.json()).toMatchObject({ error: messages.otpExpired });

    expect((await post('verify-otp', { mobileNumber, countryCode: '91', verificationId, otp }, address)).statusCode).toBe(200);
    const reused = await post('verify-otp', { mobileNumber, countryCode: '91', verificationId, otp }, address);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: messages.otpExpired });
  });

  it('stores only a keyed hash of the code', async () => {
    const mobileNumber = newNumber();
    const { verificationId } = (await post('send-otp', { username: 'hash_check', mobileNumber, countryCode: '91' }, newAddress())).json();
    const code = sms.latestCode(`+91${mobileNumber}`);
    const row = await t.db.selectFrom('otpCodes').selectAll().where('id', '=', verificationId).executeTakeFirstOrThrow();
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toMatch(new RegExp(`"${code}"`));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(600_000);
  });
});

describe("the code's SMS in the sign-in page's language", () => {
  const textTo = (mobileNumber: string) => {
    const line = sms.lines.findLast((l) => l.startsWith(`SMS to +91${mobileNumber}: `))!;
    return line.slice(line.indexOf(': ') + 2).trimEnd();
  };
  const businessName = () => t.app.config.BUSINESS_NAME;

  it('send-otp and direct-login from a Hindi page text the code in Hindi; without a language, English word for word', async () => {
    const mobileNumber = newNumber();
    const address = newAddress();
    const sent = await post('send-otp', { username: 'hindi_signup', mobileNumber, countryCode: '91', language: 'hi' }, address);
    expect(sent.statusCode, sent.body).toBe(200);
    const code = sms.latestCode(`+91${mobileNumber}`);
    expect(textTo(mobileNumber)).toBe(otpSmsText(businessName(), code, 'hi'));
    expect(textTo(mobileNumber)).toBe(`${code} आपका ${businessName()} साइन-इन कोड है। इसे किसी के साथ साझा न करें।`);
    const verified = await post(
      'verify-otp',
      { username: 'hindi_signup', mobileNumber, countryCode: '91', verificationId: sent.json().verificationId, otp: code },
      address,
    );
    expect(verified.statusCode, verified.body).toBe(200);

    t.clock.advance(90_000);
    const direct = await post('direct-login', { mobileNumber, countryCode: '91', language: 'hi' }, address);
    expect(direct.statusCode, direct.body).toBe(200);
    expect(Object.keys(direct.json()).sort()).toEqual(['otpRequired', 'success', 'verificationId']);
    expect(textTo(mobileNumber)).toBe(otpSmsText(businessName(), sms.latestCode(`+91${mobileNumber}`), 'hi'));

    const english = newNumber();
    expect((await post('send-otp', { username: 'english_signup', mobileNumber: english, countryCode: '91' }, address)).statusCode).toBe(
      200,
    );
    const englishCode = sms.latestCode(`+91${english}`);
    expect(textTo(english)).toBe(`${englishCode} is your ${businessName()} sign-in code. Do not share it with anyone.`);
  });

  it('refuses a language it does not speak, and sends nothing', async () => {
    const before = sms.lines.length;
    const body = { username: 'tamil_page', mobileNumber: newNumber(), countryCode: '91', language: 'ta' };
    const refused = await post('send-otp', body, newAddress());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: bookingMessages.languageInvalid });
    expect(sms.lines.length).toBe(before);
  });
});

describe('returning travellers (DIRECT_LOGIN off: verified sign-in)', () => {
  it('direct-login sends a code and answers exactly {success, otpRequired, verificationId}; the code signs in', async () => {
    const mobileNumber = newNumber();
    const first = await signUp(mobileNumber, 'returning_1');
    t.clock.advance(90_000);
    const address = newAddress();
    const direct = await post('direct-login', { mobileNumber, countryCode: '91' }, address);
    expect(direct.statusCode).toBe(200);
    const body = direct.json();
    expect(body).toEqual({ success: true, otpRequired: true, verificationId: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });

    // The OTP page's Login mode: no username, code sent as `code` by one client.
    const verified = await post(
      'verify-otp',
      { mobileNumber, countryCode: '91', verificationId: body.verificationId, code: sms.latestCode(`+91${mobileNumber}`) },
      address,
    );
    expect(verified.statusCode).toBe(200);
    const signedIn = verified.json();
    expect(signedIn.message).toBe(messages.travellerLoginSuccessful);
    expect(signedIn.user).toMatchObject({ id: first.user.id, username: 'returning_1', isNewUser: false });
    expect(new Date(signedIn.user.lastLoginAt).getTime()).toBe(t.clock.now.getTime());
    expect((await t.app.inject({ method: 'GET', url: '/api/mobile/auth/verify', headers: bearer(signedIn.token) })).statusCode).toBe(200);
  });

  it('signing in right after signing up needs no wait: the resend wait is for pending codes only', async () => {
    const mobileNumber = newNumber();
    await signUp(mobileNumber, 'quick_return');
    const address = newAddress();
    const direct = await post('direct-login', { mobileNumber, countryCode: '91' }, address);
    expect(direct.statusCode).toBe(200);
    expect(direct.json().otpRequired).toBe(true);
    // Back from the code page and Login again inside the resend wait: the code already sent is reused.
    const sentBefore = sms.lines.length;
    const again = await post('direct-login', { mobileNumber, countryCode: '91' }, address);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, otpRequired: true, verificationId: direct.json().verificationId });
    expect(sms.lines.length).toBe(sentBefore);
    const verified = await post(
      'verify-otp',
      { mobileNumber, countryCode: '91', verificationId: again.json().verificationId, otp: sms.latestCode(`+91${mobileNumber}`) },
      address,
    );
    expect(verified.statusCode).toBe(200);
    // A used code is never handed out again: the next login gets a new code.
    const third = await post('direct-login', { mobileNumber, countryCode: '91' }, address);
    expect(third.statusCode).toBe(200);
    expect(third.json().verificationId).not.toBe(direct.json().verificationId);
    expect(sms.lines.length).toBe(sentBefore + 1);
  });

  it('send-otp without a username signs an existing traveller in, and 404s an unknown number', async () => {
    const mobileNumber = newNumber();
    await signUp(mobileNumber, 'returning_2');
    t.clock.advance(61_000);
    const address = newAddress();
    const sent = await post('send-otp', { mobileNumber, countryCode: '91' }, address);
    expect(sent.statusCode).toBe(200);
    const verified = await post(
      'verify-otp',
      { mobileNumber, countryCode: '91', verificationId: sent.json().verificationId, otp: sms.latestCode(`+91${mobileNumber}`) },
      address,
    );
    expect(verified.json().user).toMatchObject({ username: 'returning_2', isNewUser: false });

    const unknown = await post('send-otp', { mobileNumber: newNumber(), countryCode: '91' }, address);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Account Not Found' });
  });

  it('direct-login for an unknown number is a 404 Account Not Found and sends nothing', async () => {
    const before = sms.lines.length;
    const response = await post('direct-login', { mobileNumber: newNumber(), countryCode: '91' }, newAddress());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Account Not Found' });
    expect(sms.lines.length).toBe(before);
  });

  it('a disabled account gets no code', async () => {
    const mobileNumber = newNumber();
    const { user } = await signUp(mobileNumber, 'disabled_1');
    await t.db.updateTable('users').set({ isActive: false }).where('id', '=', user.id).execute();
    t.clock.advance(61_000);
    const response = await post('direct-login', { mobileNumber, countryCode: '91' }, newAddress());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: messages.accountDisabled });
  });
});

describe('ending a traveller session: POST /api/mobile/auth/logout', () => {
  it("ends every token of that traveller, not other travellers', and a new sign-in works", async () => {
    const mobileNumber = newNumber();
    const first = await signUp(mobileNumber, 'leaving_soon');
    const other = await t.travellerToken();
    const verify = (token: string) => t.app.inject({ method: 'GET', url: '/api/mobile/auth/verify', headers: bearer(token) });
    expect((await verify(first.token)).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/api/mobile/auth/logout', headers: bearer(first.token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: messages.loggedOut });
    expect(out.headers['cache-control']).toBe('no-store');
    expect((await verify(first.token)).statusCode).toBe(401);
    expect((await verify(first.token)).json()).toMatchObject({ error: messages.invalidToken });
    expect((await verify(other.token)).statusCode).toBe(200);

    t.clock.advance(61_000);
    const address = newAddress();
    const sent = await post('send-otp', { mobileNumber, countryCode: '91' }, address);
    const again = await post(
      'verify-otp',
      { mobileNumber, countryCode: '91', verificationId: sent.json().verificationId, otp: sms.latestCode(`+91${mobileNumber}`) },
      address,
    );
    expect((await verify(again.json().token)).statusCode).toBe(200);
  });

  it('needs a traveller token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/mobile/auth/logout' })).statusCode).toBe(401);
    const admin = await t.adminToken();
    expect((await t.app.inject({ method: 'POST', url: '/api/mobile/auth/logout', headers: bearer(admin) })).statusCode).toBe(403);
  });
});

describe('direct login turned on (DIRECT_LOGIN=true)', () => {
  it('answers {success, token, user} at once, as SPEC describes', async () => {
    const direct = await createTestApp({ DIRECT_LOGIN: 'true' });
    try {
      const mobileNumber = newNumber();
      const { user } = await direct.app
        .inject({
          method: 'POST',
          url: '/api/mobile/auth/send-otp',
          payload: { username: 'direct_one', mobileNumber, countryCode: '91' },
        })
        .then(async (sent) =>
          (
            await direct.app.inject({
              method: 'POST',
              url: '/api/mobile/auth/verify-otp',
              payload: {
                mobileNumber,
                countryCode: '91',
                verificationId: sent.json().verificationId,
                otp: sms.latestCode(`+91${mobileNumber}`),
              },
            })
          ).json(),
        );
      const response = await direct.app.inject({
        method: 'POST',
        url: '/api/mobile/auth/direct-login',
        payload: { mobileNumber, countryCode: '91' },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['success', 'token', 'user']);
      expect(body.user).toMatchObject({ id: user.id, username: 'direct_one' });
      const me = await direct.app.inject({ method: 'GET', url: '/api/mobile/auth/verify', headers: bearer(body.token) });
      expect(me.json().user.id).toBe(user.id);
      const unknown = await direct.app.inject({
        method: 'POST',
        url: '/api/mobile/auth/direct-login',
        payload: { mobileNumber: newNumber(), countryCode: '91' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: 'Account Not Found' });
    } finally {
      await direct.close();
    }
  });
});

describe('abuse: guessing, expiry, concurrency', () => {
  it('burns a code on the fifth wrong try: after it even the right code fails', async () => {
    const mobileNumber = newNumber();
    const address = newAddress();
    const { verificationId } = (await post('send-otp', { username: 'guesser', mobileNumber, countryCode: '91' }, address)).json();
    const right = sms.latestCode(`+91${mobileNumber}`);
    const wrong = String((Number(right) + 1) % 10_000).padStart(4, '0');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await post('verify-otp', { mobileNumber, countryCode: '91', verificationId, otp: wrong }, address);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: messages.otpIncorrect });
    }
    const fifth = await post('verify-otp', { mobileNumber, countryCode: '91', verificationId, otp: wrong }, address);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ error: messages.otpAttemptsExhausted });
    const rightAfter = await post('verify-otp', { mobileNumber, countryCode: '91', verificationId, otp: right }, address);
    expect(rightAfter.statusCode).toBe(429);
    expect(await t.db.selectFrom('users').select('id').where('mobileNumber', '=', mobileNumber).execute()).toEqual([]);
  });

  it('the right code on the fifth try still works', async () => {
    const mobileNumber = newNumber();
    const address = newAddress();
    const { verificationId } = (await post('send-otp', { username: 'fifth_try', mobileNumber, countryCode: '91' }, address)).json();
    const right = sms.latestCode(`+91${mobileNumber}`);
    const wrong = String((Number(right) + 5) % 10_000).padStart(4, '0');
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await post('verify-otp', { mobileNumber, countryCode: '91', verificationId, otp: wrong }, address);
    expect((await post('verify-otp', { mobileNumber, countryCode: '91', verificationId, otp: right }, address)).statusCode).toBe(200);
  });

  it('twenty concurrent guesses get at most five comparisons', async () => {
    const mobileNumber = newNumber();
    const address = newAddress();
    const { verificationId } = (await post('send-otp', { username: 'parallel_guess', mobileNumber, countryCode: '91' }, address)).json();
    const right = Number(sms.latestCode(`+91${mobileNumber}`));
    const guesses = Array.from({ length: 20 }, (_, i) => String((right + 1 + i) % 10_000).padStart(4, '0'));
    const answers = await Promise.all(
      guesses.map((otp) => post('verify-otp', { mobileNumber, countryCode: '91', verificationId, otp }, address)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBe(4);
    expect(statuses.filter((s) => s === 429).length).toBe(16);
    const row = await t.db.selectFrom('otpCodes').select('attempts').where('id', '=', verificationId).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
  });

  it('a code expires after 10 minutes (app clock)', async () => {
    const mobileNumber = newNumber();
    const address = newAddress();
    const { verificationId } = (await post('send-otp', { username: 'slow_one', mobileNumber, countryCode: '91' }, address)).json();
    const otp = sms.latestCode(`+91${mobileNumber}`);
    t.clock.advance(10 * 60_000 + 1000);
    const late = await post('verify-otp', { mobileNumber, countryCode: '91', verificationId, otp }, address);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: messages.otpExpired });
  });

  it('a code is still good just before 10 minutes', async () => {
    const mobileNumber = newNumber();
    const address = newAddress();
    const { verificationId } = (await post('send-otp', { username: 'in_time', mobileNumber, countryCode: '91' }, address)).json();
    t.clock.advance(10 * 60_000 - 1000);
    expect(
      (await post('verify-otp', { mobileNumber, countryCode: '91', verificationId, otp: sms.latestCode(`+91${mobileNumber}`) }, address))
        .statusCode,
    ).toBe(200);
  });

  it('two concurrent verifications of one code: exactly one succeeds, one account', async () => {
    for (let round = 0; round < 3; round += 1) {
      const mobileNumber = newNumber();
      const address = newAddress();
      const { verificationId } = (await post('send-otp', { username: `race_${round}`, mobileNumber, countryCode: '91' }, address)).json();
      const otp = sms.latestCode(`+91${mobileNumber}`);
      const payload = { mobileNumber, countryCode: '91', verificationId, otp };
      const answers = await Promise.all([
        post('verify-otp', payload, address),
        post('verify-otp', payload, address),
        post('verify-otp', { ...payload, code: otp, otp: undefined }, address),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
      const users = await t.db.selectFrom('users').select('id').where('mobileNumber', '=', mobileNumber).execute();
      expect(users.length).toBe(1);
    }
  });
});

describe('abuse: resend wait and send limits', () => {
  it('a new code no sooner than 60 s; the new one replaces the old', async () => {
    const mobileNumber = newNumber();
    const address = newAddress();
    const first = (await post('send-otp', { username: 'resender', mobileNumber, countryCode: '91' }, address)).json();
    const firstCode = sms.latestCode(`+91${mobileNumber}`);
    t.clock.advance(30_000);
    const early = await post('send-otp', { username: 'resender', mobileNumber, countryCode: '91' }, address);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ error: otpResendWait(30) });
    expect(early.headers['retry-after']).toBe('30');
    t.clock.advance(30_000);
    const second = await post('send-otp', { username: 'resender', mobileNumber, countryCode: '91' }, address);
    expect(second.statusCode).toBe(200);
    const old = await post(
      'verify-otp',
      { mobileNumber, countryCode: '91', verificationId: first.verificationId, otp: firstCode },
      address,
    );
    expect(old.statusCode).toBe(400);
    const fresh = await post(
      'verify-otp',
      { mobileNumber, countryCode: '91', verificationId: second.json().verificationId, otp: sms.latestCode(`+91${mobileNumber}`) },
      address,
    );
    expect(fresh.statusCode).toBe(200);
  });

  it('at most 5 codes an hour per number, whatever the address', async () => {
    const mobileNumber = newNumber();
    for (let i = 0; i < 5; i += 1) {
      const response = await post('send-otp', { username: 'limited', mobileNumber, countryCode: '91' }, newAddress());
      expect(response.statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    const sixth = await post('send-otp', { username: 'limited', mobileNumber, countryCode: '91' }, newAddress());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: messages.otpSendLimitReached });
    // The first of the five leaves the hour 5 × 61 s after it was sent.
    expect(sixth.headers['retry-after']).toBe(String(3600 - 5 * 61));
    t.clock.advance(60 * 60_000);
    expect((await post('send-otp', { username: 'limited', mobileNumber, countryCode: '91' }, newAddress())).statusCode).toBe(200);
  });

  it('at most 10 unused codes a day per number (OTP_UNUSED_PER_NUMBER_PER_DAY): guessing is capped per day too', async () => {
    const mobileNumber = newNumber();
    const send = () => post('send-otp', { username: 'daily_cap', mobileNumber, countryCode: '91' }, newAddress());
    for (let hour = 0; hour < 2; hour += 1) {
      for (let i = 0; i < 5; i += 1) {
        expect((await send()).statusCode).toBe(200);
        t.clock.advance(61_000);
      }
      t.clock.advance(60 * 60_000);
    }
    const eleventh = await send();
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ error: messages.otpSendLimitReached });
    // Free again once the first unused code is a day old.
    t.clock.advance(23 * 60 * 60_000);
    expect((await send()).statusCode).toBe(200);
  });

  it('at most OTP_SENDS_PER_ADDRESS_PER_HOUR codes an hour from one address (50 by default)', async () => {
    expect(t.config.OTP_SENDS_PER_ADDRESS_PER_HOUR).toBe(50);
    expect(t.config.OTP_SENDS_PER_NUMBER_PER_HOUR).toBe(5);
    const limited = await createTestApp({ OTP_SENDS_PER_ADDRESS_PER_HOUR: '3' });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/mobile/auth/send-otp',
          remoteAddress: '203.0.113.9',
          payload: { username: 'crowd', mobileNumber: newNumber(), countryCode: '91' },
        });
      for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(200);
      const fourth = await send();
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toMatchObject({ error: messages.otpSendLimitReached });
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/mobile/auth/send-otp',
        remoteAddress: '203.0.113.10',
        payload: { username: 'crowd', mobileNumber: newNumber(), countryCode: '91' },
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('concurrent sends to one number give one code', async () => {
    const mobileNumber = newNumber();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('send-otp', { username: 'burst', mobileNumber, countryCode: '91' }, newAddress())),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
  });
});

describe('OpenAPI document', () => {
  it('documents the DIRECT_LOGIN / otpRequired protocol', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const directLogin = document.paths['/api/mobile/auth/direct-login'].post;
    expect(directLogin.description).toContain('DIRECT_LOGIN=true');
    expect(directLogin.description).toContain('"otpRequired": true');
    expect(directLogin.responses['200'].content['application/json'].schema.properties).toHaveProperty('otpRequired');
  });
});
