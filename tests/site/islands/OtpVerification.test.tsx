import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, otpLockedHint } from '@travel/server/domain';
import OtpVerification from '../../../site/src/components/islands/OtpVerification.tsx';
import { rememberCodeSent } from '../../../site/src/lib/code-sent.ts';
import { hi } from '../../../site/src/i18n/hi.ts';
import { buttonNamed, byLabel, click, render, type } from './render.ts';

const phone = { mobileNumber: '9876543210', countryCode: '91' };

describe('OtpVerification', () => {
  let unmount: () => Promise<void> = async () => {};
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    await unmount();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts down 60 s before Resend OTP is offered, and restarts after a resend', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, verificationId: 'v2' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const view = await render(<OtpVerification phone={phone} verificationId="v1" username="asha_k" isSignup />);
    unmount = view.unmount;
    expect(view.container.textContent).toContain('Resend OTP in 60s');
    expect(buttonNamed(view.container, 'Complete Signup')).toBeTruthy();
    for (let second = 0; second < 59; second += 1) await act(async () => vi.advanceTimersByTime(1000));
    expect(view.container.textContent).toContain('Resend OTP in 1s');
    await act(async () => vi.advanceTimersByTime(1000));
    await click(buttonNamed(view.container, 'Resend OTP'));
    expect(fetchMock).toHaveBeenCalledWith('/api/mobile/auth/send-otp', expect.objectContaining({ method: 'POST' }));
    expect(view.container.textContent).toContain('Resend OTP in 60s');
  });

  it("resends with SPEC's body on an English page, and names the page's language on a Hindi one (the SMS is in it)", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ success: true, otpRequired: true, verificationId: 'v2' }), { status: 200 });
      }),
    );
    for (const t of [undefined, hi.signIn]) {
      const view = await render(<OtpVerification phone={phone} verificationId="v1" username="asha_k" isSignup resendSeconds={0} t={t} />);
      await click(buttonNamed(view.container, t ? t.resendOtp : 'Resend OTP'));
      await view.unmount();
      const loginView = await render(<OtpVerification phone={phone} verificationId="v1" isSignup={false} resendSeconds={0} t={t} />);
      await click(buttonNamed(loginView.container, t ? t.resendOtp : 'Resend OTP'));
      await loginView.unmount();
    }
    expect(bodies).toEqual([
      { ...phone, username: 'asha_k' },
      phone,
      { ...phone, username: 'asha_k', language: 'hi' },
      { ...phone, language: 'hi' },
    ]);
  });

  it('after a reload counts from when the code was sent, not from when the page opened', async () => {
    vi.stubGlobal('fetch', vi.fn());
    rememberCodeSent('v-reloaded', Date.now() - 45_000);
    const view = await render(<OtpVerification phone={phone} verificationId="v-reloaded" isSignup={false} />);
    unmount = view.unmount;
    expect(view.container.textContent).toContain('Resend OTP in 15s');
    sessionStorage.clear();
  });

  it("counts from the server's wait the page hands it (OTP_RESEND_SECONDS=120), on open and after a resend", async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ success: true, otpRequired: true, verificationId: 'v2' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const view = await render(<OtpVerification phone={phone} verificationId="v1" isSignup={false} resendSeconds={120} />);
    unmount = view.unmount;
    expect(view.container.textContent).toContain('Resend OTP in 120s');
    for (let second = 0; second < 60; second += 1) await act(async () => vi.advanceTimersByTime(1000));
    expect(view.container.textContent).toContain('Resend OTP in 60s');
    for (let second = 0; second < 60; second += 1) await act(async () => vi.advanceTimersByTime(1000));
    await click(buttonNamed(view.container, 'Resend OTP'));
    expect(fetchMock).toHaveBeenCalledWith('/api/mobile/auth/direct-login', expect.objectContaining({ method: 'POST' }));
    expect(view.container.textContent).toContain('Resend OTP in 120s');
  });

  it("labels the button Login when isSignup is false and checks the code's format", async () => {
    const view = await render(<OtpVerification phone={phone} verificationId="v1" isSignup={false} />);
    unmount = view.unmount;
    const submit = buttonNamed(view.container, 'Login');
    await click(submit);
    expect(view.container.textContent).toContain(messages.otpRequired);
    await type(byLabel(view.container, 'Enter OTP'), '12a');
    expect(byLabel(view.container, 'Enter OTP').value).toBe('12');
    await click(submit);
    expect(view.container.textContent).toContain(messages.otpInvalid);
  });

  it('after the fifth wrong code says so and turns Login off until a new code is sent', async () => {
    let answer: { status: number; error: string } = { status: 400, error: messages.otpIncorrect };
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/verify-otp')
        ? new Response(JSON.stringify({ success: false, error: answer.error }), { status: answer.status })
        : new Response(JSON.stringify({ success: true, otpRequired: true, verificationId: 'v2' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const view = await render(<OtpVerification phone={phone} verificationId="v1" isSignup={false} resendSeconds={5} />);
    unmount = view.unmount;
    const submit = buttonNamed(view.container, 'Login');
    await type(byLabel(view.container, 'Enter OTP'), '1111');
    await click(submit);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(messages.otpIncorrect);
    expect(submit.disabled).toBe(false);
    answer = { status: 429, error: messages.otpAttemptsExhausted };
    await click(submit);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(messages.otpAttemptsExhausted);
    expect(view.container.querySelector('.otp-locked')?.textContent).toBe(otpLockedHint);
    expect(submit.disabled).toBe(true);
    expect(byLabel(view.container, 'Enter OTP').disabled).toBe(true);
    for (let second = 0; second < 5; second += 1) await act(async () => vi.advanceTimersByTime(1000));
    await click(buttonNamed(view.container, 'Resend OTP'));
    expect(submit.disabled).toBe(false);
    expect(view.container.querySelector('.otp-locked')).toBeNull();
  });

  it("shows the server's wait when a resend is refused, not a button that would fail again", async () => {
    const wait = messages.otpSendLimitReached;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: wait }), { status: 429, headers: { 'retry-after': '1800' } })),
    );
    const view = await render(<OtpVerification phone={phone} verificationId="v1" isSignup={false} resendSeconds={1} />);
    unmount = view.unmount;
    await act(async () => vi.advanceTimersByTime(1000));
    await click(buttonNamed(view.container, 'Resend OTP'));
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(wait);
    expect(view.container.textContent).toContain('Resend OTP in 30 min');
    expect(() => buttonNamed(view.container, 'Resend OTP')).toThrow();
  });
});
