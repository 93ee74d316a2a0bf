import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingMessages, cancellationPolicyLines, gstStates, travellerMessageTexts } from '@travel/server/domain';
import ReservationForm, { travellerLabels } from '../../../site/src/components/islands/ReservationForm.tsx';
import { hi } from '../../../site/src/i18n/hi.ts';
import type { ReservationText } from '../../../site/src/i18n/reservation-en.ts';
import { rememberedPayment } from '../../../site/src/lib/bookings.ts';
import { clearSession, signInTraveller } from '../../../site/src/lib/session.ts';
import { booking, callsOf, departure, routeFetch } from './booking-fixtures.ts';
import { buttonNamed, byLabel, click, render, type } from './render.ts';

const amountsText = (container: HTMLElement) => container.querySelector('.reservation-amounts')!.textContent.replace(/\s+/g, ' ');
const alertText = (container: HTMLElement) => container.querySelector('[role="alert"]')?.textContent ?? null;

describe('ReservationForm', () => {
  let unmount: () => Promise<void> = async () => {};
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    signInTraveller('traveller-token', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91', email: null });
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
  });
  afterEach(async () => {
    await unmount();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearSession();
  });

  const renderForm = async (onSeatsChanged = vi.fn(), shown = departure, t?: ReservationText) => {
    const view = await render(
      <ReservationForm
        {...(t ? { t } : {})}
        departure={shown}
        businessName="Wander India Trips"
        place="Spiti Valley"
        policy={[
          { daysBefore: 30, retainPercent: 10 },
          { daysBefore: 0, retainPercent: 100 },
        ]}
        businessStateCode="27"
        onSeatsChanged={onSeatsChanged}
        onClose={vi.fn()}
      />,
    );
    unmount = view.unmount;
    return view.container;
  };

  it('names every traveller, adults first', () => {
    expect(travellerLabels(2, 1)).toEqual(['Adult 1 name', 'Adult 2 name', 'Kid 1 name']);
  });

  it('shows the price per adult and per child and the total they add up to', async () => {
    const form = await renderForm(vi.fn(), { ...departure, pricePerPerson: 18500, kidPricePerPerson: 9000, depositPerPerson: 4625 });
    expect(form.querySelector('.reservation-prices')!.textContent).toBe('₹18,500 per adult · ₹9,000 per child');
    expect(form.querySelector('.reservation-breakdown')!.textContent).toBe('1 adult × ₹18,500 = ₹18,500');
    await type(byLabel(form, 'Adults'), '2');
    await type(byLabel(form, 'Kids'), '2');
    expect(form.querySelector('.reservation-breakdown')!.textContent).toBe('2 adults × ₹18,500 + 2 children × ₹9,000 = ₹55,000');
    expect(amountsText(form)).toBe('Total₹55,000Deposit due now₹18,500Balance₹36,500');
  });

  it('shows the total, the deposit due now and the balance for the seats asked for', async () => {
    const form = await renderForm();
    expect(amountsText(form)).toBe('Total₹18,500Deposit due now₹4,625Balance₹13,875');
    await type(byLabel(form, 'Adults'), '2');
    await type(byLabel(form, 'Kids'), '1');
    expect(amountsText(form)).toBe('Total₹55,500Deposit due now₹13,875Balance₹41,625');
    expect([...form.querySelectorAll('label')].map((l) => l.textContent)).toEqual(
      expect.arrayContaining(['Adult 1 name', 'Adult 2 name', 'Kid 1 name']),
    );
  });

  it('refuses bad counts, missing names and more seats than are left, without calling the server', async () => {
    const fetchMock = routeFetch({});
    const form = await renderForm();
    await type(byLabel(form, 'Adults'), '0');
    await click(buttonNamed(form, 'Continue to payment'));
    expect(alertText(form)).toBe(bookingMessages.adultsRange);
    await type(byLabel(form, 'Adults'), '1.5');
    await click(buttonNamed(form, 'Continue to payment'));
    expect(alertText(form)).toBe(bookingMessages.adultsRange);
    await type(byLabel(form, 'Adults'), '2');
    await type(byLabel(form, 'Adult 1 name'), 'Asha Kulkarni');
    await click(buttonNamed(form, 'Continue to payment'));
    expect(alertText(form)).toBe(bookingMessages.travellerNameRequired);
    await type(byLabel(form, 'Adult 1 name'), '');
    await type(byLabel(form, 'Adults'), '9');
    expect(form.querySelector('[role="status"]')?.textContent).toBe(bookingMessages.notEnoughSeats);
    expect(form.querySelector('fieldset')!.hidden).toBe(true);
    expect(amountsText(form)).toBe('Total₹1,66,500Deposit due now₹41,625Balance₹1,24,875');
    await click(buttonNamed(form, 'Continue to payment'));
    expect(alertText(form)).toBe(bookingMessages.notEnoughSeats);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the booking with the bearer token, keeps the offline instructions and opens the booking page', async () => {
    const payment = { provider: 'offline', amount: 9250, upiLink: 'upi://pay?pa=x%40y', instructions: 'HDFC Bank' };
    const fetchMock = routeFetch({ 'POST /api/bookings': () => ({ status: 201, body: { booking: booking(), payment } }) });
    const form = await renderForm();
    await type(byLabel(form, 'Adults'), '2');
    await type(byLabel(form, 'Adult 1 name'), ' Asha Kulkarni ');
    await type(byLabel(form, 'Adult 2 name'), 'Ravi Kulkarni');
    await type(byLabel(form, 'Notes'), 'Window seats please');
    await click(buttonNamed(form, 'Continue to payment'));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/bookings/bk-1'));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer traveller-token');
    expect(JSON.parse(String(init.body))).toEqual({
      departureId: 'dep-1',
      adults: 2,
      kids: 0,
      travellers: [{ name: 'Asha Kulkarni' }, { name: 'Ravi Kulkarni' }],
      notes: 'Window seats please',
      billingState: '27',
      whatsappOptIn: true,
    });
    expect(rememberedPayment('bk-1')).toEqual(payment);
  });

  it('states the cancellation policy in words before paying', async () => {
    const form = await renderForm();
    expect([...form.querySelectorAll('.policy-lines li')].map((li) => li.textContent)).toEqual(
      cancellationPolicyLines([
        { daysBefore: 30, retainPercent: 10 },
        { daysBefore: 0, retainPercent: 100 },
      ]),
    );
    expect(form.querySelector('.policy-lines li')!.textContent).toBe(
      'Cancelled 30 days or more before the start: 90 % of the total refunded (10 % retained)',
    );
  });

  it('asks for the state (the business’s by default) and, folded away, a business’s GSTIN and name', async () => {
    const fetchMock = routeFetch({
      'POST /api/bookings': () => ({
        status: 201,
        body: { booking: booking(), payment: { provider: 'offline', amount: 4625, instructions: 'HDFC' } },
      }),
    });
    const form = await renderForm();
    const state = byLabel(form, 'State') as unknown as HTMLSelectElement;
    expect(state.value).toBe('27');
    expect(state.selectedOptions[0].textContent).toBe('Maharashtra');
    expect(form.querySelector('details.reservation-business')!.hasAttribute('open')).toBe(false);
    await type(byLabel(form, 'GSTIN'), '29AAACW1234A1ZX');
    await click(buttonNamed(form, 'Continue to payment'));
    expect(alertText(form)).toBe(bookingMessages.gstinInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
    await type(byLabel(form, 'GSTIN'), '29aaacw1234a1zu');
    await type(byLabel(form, 'Company name'), 'Acme Tours');
    await type(state, '29');
    // Booking updates by SMS instead: the WhatsApp choice, on by default, said in plain words.
    const whatsapp = form.querySelector<HTMLInputElement>('.field-check input')!;
    expect(whatsapp.checked).toBe(true);
    expect(whatsapp.closest('label')!.textContent).toBe(travellerMessageTexts.whatsappOptIn);
    await click(whatsapp);
    await click(buttonNamed(form, 'Continue to payment'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      billingState: '29',
      billingGstin: '29AAACW1234A1ZU',
      billingName: 'Acme Tours',
      whatsappOptIn: false,
    });
  });

  it('names the states in English on English pages and in Hindi on Hindi pages, with the same GST codes as values', async () => {
    const options = (form: HTMLElement) => [...form.querySelectorAll<HTMLOptionElement>('select option')];
    const english = await renderForm();
    expect(options(english).map((option) => [option.value, option.textContent])).toEqual(
      gstStates.map((state) => [state.code, state.name]),
    );
    expect(byLabel(english, 'GSTIN').getAttribute('placeholder')).toBe('27AAPFU0939F1ZV');
    await unmount();

    const hindi = await renderForm(vi.fn(), departure, hi.departureList.form);
    const state = byLabel(hindi, 'राज्य') as unknown as HTMLSelectElement;
    expect(state.value).toBe('27');
    expect(state.selectedOptions[0].textContent).toBe('महाराष्ट्र');
    expect(options(hindi).map((option) => option.value)).toEqual(gstStates.map((state) => state.code));
    for (const option of options(hindi)) expect(option.textContent, option.value).toMatch(/^[\u0900-\u097F ]+$/);
    const named = new Map(options(hindi).map((option) => [option.value, option.textContent]));
    const some = ['07', '29', '01', '97'].map((code) => named.get(code));
    expect(some).toEqual(['दिल्ली', 'कर्नाटक', 'जम्मू और कश्मीर', 'अन्य क्षेत्र']);
    expect(byLabel(hindi, 'GSTIN').getAttribute('placeholder')).toBe('उदाहरण: 27AAPFU0939F1ZV');
  });

  it("shows the server's refusal in its words and asks the list for fresh seat counts", async () => {
    routeFetch({ 'POST /api/bookings': () => ({ status: 409, body: { error: bookingMessages.notEnoughSeats } }) });
    const onSeatsChanged = vi.fn();
    const form = await renderForm(onSeatsChanged);
    await click(buttonNamed(form, 'Continue to payment'));
    await vi.waitFor(() => expect(alertText(form)).toBe(bookingMessages.notEnoughSeats));
    expect(onSeatsChanged).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('points to My Bookings when the seats are held but the payment service is down', async () => {
    const fetchMock = routeFetch({
      'POST /api/bookings': () => ({ status: 503, body: { error: bookingMessages.paymentProviderUnavailable } }),
    });
    const form = await renderForm();
    await click(buttonNamed(form, 'Continue to payment'));
    await vi.waitFor(() => expect(alertText(form)).toContain(bookingMessages.paymentProviderUnavailable));
    expect(form.querySelector('[role="alert"] a')?.getAttribute('href')).toBe('/bookings');
    expect(callsOf(fetchMock)).toEqual(['POST /api/bookings']);
  });

  describe('with a referral link opened earlier', () => {
    const quoteUrl = (code: string) => `GET /api/public/pricing-quote?departureId=dep-1&adults=1&kids=0&code=${code}`;
    const referralQuote = {
      pricing: { pricePerPerson: 18500, lines: [{ kind: 'referral', label: 'Referral REFK7M2QX', amount: -500 }] },
      totalAmount: 18000,
      depositAmount: 4625,
    };

    it('starts with the remembered code, quotes with it, books with it and then forgets it', async () => {
      localStorage.setItem('referralCode', 'REFK7M2QX');
      const payment = { provider: 'offline', amount: 4625, upiLink: 'upi://pay?pa=x%40y', instructions: 'HDFC Bank' };
      const bodies: unknown[] = [];
      const fetchMock = routeFetch({
        [quoteUrl('REFK7M2QX')]: () => ({ body: referralQuote }),
        'POST /api/bookings': (init) => {
          bodies.push(JSON.parse(String(init.body)));
          return { status: 201, body: { booking: booking(), payment } };
        },
      });
      const form = await renderForm();
      expect(byLabel(form, 'Coupon or referral code').value).toBe('REFK7M2QX');
      await vi.waitFor(() => expect(form.querySelector('.pricing-lines')?.textContent).toContain('Referral REFK7M2QX−₹500'));
      expect(form.querySelector('.pricing-lines')?.textContent).toContain('Price before discounts₹18,500');
      expect(amountsText(form)).toContain('Total₹18,000');
      await click(buttonNamed(form, 'Continue to payment'));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/bookings/bk-1'));
      expect(bodies).toEqual([expect.objectContaining({ couponCode: 'REFK7M2QX' })]);
      expect(localStorage.getItem('referralCode')).toBeNull();
      expect(callsOf(fetchMock)[0]).toBe(quoteUrl('REFK7M2QX'));
    });

    it('forgets a remembered code the server refuses, and quotes without it', async () => {
      localStorage.setItem('referralCode', 'REFK7M2QX');
      routeFetch({
        [quoteUrl('REFK7M2QX')]: () => ({ status: 400, body: { error: 'This code cannot be used' } }),
        [quoteUrl('')]: () => ({ body: { ...referralQuote, pricing: { pricePerPerson: 18500, lines: [] }, totalAmount: 18500 } }),
      });
      const form = await renderForm();
      await vi.waitFor(() => expect(form.textContent).toContain('This code cannot be used'));
      await vi.waitFor(() => expect(localStorage.getItem('referralCode')).toBeNull());
      await vi.waitFor(() => expect(amountsText(form)).toContain('Total₹18,500'));
    });

    it('says the discount lines in Hindi on Hindi pages', async () => {
      localStorage.setItem('referralCode', 'REFK7M2QX');
      routeFetch({
        [quoteUrl('REFK7M2QX')]: () => ({
          body: {
            ...referralQuote,
            pricing: {
              pricePerPerson: 18500,
              lines: [
                { kind: 'early_bird', label: 'Early bird 10% off', amount: -1850 },
                { kind: 'group', label: 'Group of 4+ 5% off', amount: -925 },
                { kind: 'referral', label: 'Referral REFK7M2QX', amount: -500 },
              ],
            },
          },
        }),
      });
      const form = await renderForm(vi.fn(), departure, hi.departureList.form);
      await vi.waitFor(() => expect(form.querySelectorAll('.pricing-discount')).toHaveLength(3));
      expect([...form.querySelectorAll('.pricing-discount dt')].map((dt) => dt.textContent)).toEqual([
        'अर्ली बर्ड छूट 10%',
        '4 या ज़्यादा लोगों के समूह पर 5% छूट',
        'रेफ़रल कोड REFK7M2QX',
      ]);
    });
  });
});
