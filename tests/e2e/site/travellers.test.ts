/**
 * "Everyone on the trip" walked through in Chromium: the admin asks for a fitness proof in the trip form; a lead books 4
 * seats and fills their own record on the booking page (the server's message beside the ID field, the waiver signed
 * with the typed name), invites two friends, who open /join/<token> on their phones (separate browser contexts at
 * 390 px), sign in with their own numbers (one through the sign-in pages and back) and fill their records; one uploads
 * a fitness proof that the admin approves from the fitness-proof queue; a third person gets the contract's 409. The lead
 * replaces the fourth traveller and moves the booking to a later departure (seeing the new total first); My Bookings,
 * the Hindi page and the back office show the readiness, and the admin opens the printable rooming list. Every screen:
 * axe 0 and no sideways scroll at 390 and 1280 px; a screenshot of each step at both widths in SHOTS_DIR (default
 * test-results/travellers).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { travellerMessages, verhoeffDigit } from '../../../server/src/domain/index.ts';
import type { Booking, Trip } from '../../../server/src/entities/index.ts';
import { createTrip } from '../support/catalogue.ts';
import {
  bookAsTraveller,
  createDeparture,
  daysAhead,
  getBooking,
  newTraveller,
  pageErrors,
  recordPayment,
  signIn,
} from '../support/bookings.ts';
import { api, newPage, viewports, useProduct, waitForIslands } from '../support/index.ts';
import { storeAdminSession } from '../support/admin-pages.ts';

const { server, browser } = useProduct();
const shotsDir = process.env.SHOTS_DIR ?? path.resolve('test-results/travellers');
const aadhaar = (start: string) => `${start}${verhoeffDigit(start)}`;
// A tiny real PNG (1×1): the server reads the kind from these bytes.
const proofPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
let trip: Trip;

beforeAll(async () => {
  await mkdir(shotsDir, { recursive: true });
  trip = await createTrip(server, {
    place: 'Kedarkantha',
    price: 12000,
    days: '5N/6D',
    requirements: {
      idProof: true,
      fitnessProof: false,
      minAge: 12,
      waiver: 'Trekking at altitude carries risks.\nI will follow the trek leader.',
      // Read-only: the server sets it (1 for the first text).
      waiverVersion: 0,
    },
  });
});

/** axe violations and sideways scroll at both widths, with a screenshot of each: `<step>-390.png`, `<step>-1280.png`. */
async function checkScreen(page: Page, step: string): Promise<string[]> {
  const problems: string[] = [];
  const original = page.viewportSize()!;
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(shotsDir, `${step}-${viewport.width}.png`), fullPage: true });
    const results = await new AxeBuilder({ page }).analyze();
    problems.push(
      ...results.violations.map(
        (violation) => `${step}@${viewport.width}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > viewport.width) problems.push(`${step}@${viewport.width}: ${width} px wide`);
  }
  await page.setViewportSize(original);
  return problems;
}

/** Fills the open traveller form (the record's own section or the /join page). */
async function fillRecord(scope: ReturnType<Page['locator']>, details: { name: string; gender: string; born: string; id: string }) {
  await scope.getByLabel('Full name (as on the ID)').fill(details.name);
  await scope.getByLabel(details.gender, { exact: true }).check();
  await scope.getByLabel('Date of birth').fill(details.born);
  await scope.getByLabel('Their name').fill('Meera');
  await scope.getByLabel('Relation (mother, friend…)').fill('Mother');
  await scope.getByLabel('Their mobile number').fill('9811111111');
  await scope.getByLabel('ID type').selectOption('aadhaar');
  await scope.getByLabel('ID number').fill(details.id);
  await scope.getByLabel('Dietary needs').fill('Vegetarian');
  await scope.getByRole('button', { name: 'Save details' }).click();
}

async function signWaiver(scope: ReturnType<Page['locator']>, name: string) {
  await scope.getByLabel('Your full name').fill(name.toLowerCase());
  await scope.getByRole('button', { name: 'Sign the waiver' }).click();
  await scope.getByText(/^Signed by /).waitFor();
}

const record = (page: Page, heading: string | RegExp) =>
  page.locator('.traveller-record').filter({ has: page.getByRole('heading', { name: heading }) });

describe('everyone on the trip', () => {
  it('walks from booking 4 seats to a moved booking: invitations, phones, a fitness proof, a swap, a shift, rooming', async () => {
    const first = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(40), seatsTotal: 10 });
    const later = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(70), seatsTotal: 10, pricePerPerson: 13000 });
    const lead = await newTraveller(server, 'lead_asha');
    let booking: Booking = await bookAsTraveller(server, lead, { departureId: first.id, adults: 4 });
    booking = await recordPayment(server, booking.id, booking.depositAmount);
    const problems: string[] = [];

    // The admin's trip form: the requirements, the waiver's version shown read-only.
    const admin = await newPage(browser, viewports.desktop);
    await storeAdminSession(admin.page, server);
    await admin.page.goto(`${server.url}/admin/trips/${trip.id}/edit`);
    await admin.page
      .getByTestId('waiver-version')
      .getByText(/Waiver version: 1\b/)
      .waitFor();
    const minAge = admin.page.getByLabel('Minimum age (optional)');
    await expect(minAge.inputValue()).resolves.toBe('12');
    await minAge.fill('10');
    await admin.page.getByLabel('Fitness proof (a photo or PDF the team approves)').check();
    problems.push(...(await checkScreen(admin.page, '00-admin-trip-requirements')));
    await admin.page.getByRole('button', { name: 'Update Trip' }).click();
    await admin.page.waitForURL(/\/admin\/trips$/);
    const saved = await api<{ trip: Trip }>(server, 'GET', `/api/public/trips/${trip.id}`);
    expect(saved.trip.requirements).toMatchObject({ minAge: 10, fitnessProof: true, waiverVersion: 1 });

    // The lead's booking page: four seats, none ready.
    const { context, page } = await newPage(browser, viewports.desktop);
    const errors = pageErrors(page);
    await signIn(page, server, lead);
    await page.goto(`${server.url}/bookings/${booking.id}`);
    await page.getByRole('heading', { name: /Travellers · 0 of 4 ready/ }).waitFor();
    await expect(page.locator('.traveller-record').count()).resolves.toBe(4);
    problems.push(...(await checkScreen(page, '01-booking-travellers')));

    // The lead's own record: an invalid Aadhaar is answered beside the ID field, then a valid one keeps its last four.
    const own = page.locator('.traveller-record').first();
    await own.getByRole('button', { name: 'Fill details' }).click();
    await own.getByText(/erased \d+ days after the trip ends \(India's DPDP Act/).waitFor();
    await fillRecord(own, { name: 'Asha Verma', gender: 'Female', born: '1992-04-18', id: '234567890123' });
    const idError = own.locator('.field-error', { hasText: travellerMessages.aadhaarInvalid });
    await idError.waitFor();
    await expect(idError.getAttribute('id')).resolves.toBe(
      await own
        .getByLabel('ID number')
        .getAttribute('aria-describedby')
        .then((ids) => ids?.split(' ').at(-1)),
    );
    problems.push(...(await checkScreen(page, '02-form-field-error')));
    const validId = aadhaar('23456789012');
    await own.getByLabel('ID number').fill(validId);
    await own.getByRole('button', { name: 'Save details' }).click();
    await own.getByText(`keep only its last four characters: ${validId.slice(-4)}`).waitFor();
    await own.getByLabel('Your full name').fill('Someone Else');
    await own.getByRole('button', { name: 'Sign the waiver' }).click();
    await own.getByText(travellerMessages.signatureMismatch).waitFor();
    await signWaiver(own, 'Asha  Verma');
    problems.push(...(await checkScreen(page, '03-lead-record-filled')));

    // Invitations for seats 2 and 3: the link, a one-tap WhatsApp share carrying it, and copy.
    const inviteLinks: string[] = [];
    for (const seat of [2, 3]) {
      const place = record(page, `Traveller ${seat}`);
      await place.getByRole('button', { name: 'Invite' }).click();
      const link = place.getByLabel('Invitation link');
      await expect.poll(() => link.inputValue()).toMatch(/\/join\/[\w-]{16,}$/);
      const url = await link.inputValue();
      const share = await place.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
      expect(share).toMatch(/^https:\/\/wa\.me\/\?text=/);
      expect(decodeURIComponent(share!.split('text=')[1])).toContain(url);
      inviteLinks.push(url);
    }
    problems.push(...(await checkScreen(page, '04-invite')));

    // Friend one, signed out on a phone: asked to sign in, signs in with their own number through the pages, comes back.
    const friendOne = await newTraveller(server, 'friend_ravi');
    const phone = await newPage(browser, viewports.phone);
    await phone.page.goto(inviteLinks[0]);
    await phone.page.getByRole('link', { name: 'Sign in' }).waitFor();
    await waitForIslands(phone.page);
    problems.push(...(await checkScreen(phone.page, '05-join-sign-in-first')));
    await phone.page.getByRole('link', { name: 'Sign in' }).click();
    await phone.page.waitForURL(/\/login$/);
    await waitForIslands(phone.page);
    await phone.page.getByLabel('Mobile number').fill(friendOne.user.mobileNumber);
    const smsBefore = server.smsCount();
    await phone.page.getByRole('button', { name: 'Login' }).click();
    await phone.page.waitForURL(/\/verify-otp\?/);
    await waitForIslands(phone.page);
    await phone.page.getByLabel('Enter OTP').fill(await server.latestCode('91', friendOne.user.mobileNumber, { after: smsBefore }));
    await phone.page.getByRole('button', { name: 'Login', exact: true }).click();
    await phone.page.waitForURL((url) => url.pathname === new URL(inviteLinks[0]).pathname);
    await phone.page.getByRole('heading', { name: 'Your place on the trip to Kedarkantha' }).waitFor();
    const friendForm = phone.page.locator('.join-trip');
    await fillRecord(friendForm, { name: 'Ravi Kumar', gender: 'Male', born: '1990-01-02', id: aadhaar('34567890123') });
    await friendForm.getByText('Details saved.').waitFor();
    await signWaiver(friendForm, 'Ravi Kumar');
    // The fitness proof, from the phone: a photo, waiting for the team.
    await friendForm.getByLabel('Photo or PDF').setInputFiles({ name: 'fitness.png', mimeType: 'image/png', buffer: proofPng });
    await friendForm.getByRole('button', { name: 'Upload proof' }).click();
    await friendForm.getByText('Waiting for our team to check it').first().waitFor();
    problems.push(...(await checkScreen(phone.page, '06-join-form-filled')));
    await phone.context.close();

    // Friend two, already signed in on their phone, fills theirs; a third person opening friend one's link is told it is taken.
    const friendTwo = await newTraveller(server, 'friend_neha');
    const second = await newPage(browser, viewports.phone);
    await signIn(second.page, server, friendTwo);
    await second.page.goto(inviteLinks[1]);
    const secondForm = second.page.locator('.join-trip');
    await secondForm.getByLabel('Full name (as on the ID)').waitFor();
    await fillRecord(secondForm, { name: 'Neha Singh', gender: 'Female', born: '1995-07-09', id: aadhaar('45678901234') });
    await secondForm.getByText('Details saved.').waitFor();
    await signWaiver(secondForm, 'Neha Singh');
    const stranger = await newTraveller(server, 'stranger');
    await signIn(second.page, server, stranger);
    await second.page.goto(inviteLinks[0]);
    await second.page.getByRole('alert').filter({ hasText: travellerMessages.placeTaken }).waitFor();
    problems.push(...(await checkScreen(second.page, '07-join-place-taken')));
    await second.context.close();

    // The admin's fitness-proof queue: Ravi's proof, approved.
    await admin.page.goto(`${server.url}/admin/fitness-proofs`);
    const queue = admin.page.getByTestId('fitness-queue');
    await queue.getByText('Ravi Kumar').first().waitFor();
    problems.push(...(await checkScreen(admin.page, '08-admin-fitness-queue')));
    await queue.getByRole('button', { name: 'Approve fitness proof of Ravi Kumar' }).first().click();
    await admin.page.getByText('No fitness proof is waiting for review.').waitFor();

    // The lead's page: Ravi's record is ready (the others still lack their proofs).
    await page.reload();
    await page.getByRole('heading', { name: /Travellers · 1 of 4 ready/ }).waitFor();
    await expect.poll(async () => (await getBooking(server, lead, booking.id)).readiness).toEqual({ complete: 1, total: 4 });

    // The lead replaces the fourth traveller: a new name, an empty record.
    const fourth = record(page, 'Traveller 4');
    await fourth.getByRole('button', { name: 'Replace' }).click();
    await fourth.getByLabel('New traveller’s name').fill('Kabir Das');
    problems.push(...(await checkScreen(page, '09-replace-traveller')));
    await fourth.getByRole('button', { name: 'Replace traveller' }).click();
    await page.getByText('Kabir Das now has this place.').waitFor();
    await record(page, 'Kabir Das').waitFor();

    // The lead moves the whole booking to the later departure, seeing the new total and the difference first.
    await page.getByRole('button', { name: 'See other departures' }).click();
    await page.getByText('You will pay ₹4,000 more.').waitFor();
    problems.push(...(await checkScreen(page, '10-change-departure')));
    await page.getByRole('button', { name: /^Move to / }).click();
    await page.getByText(/^Your booking is now on the departure of /).waitFor();
    await expect.poll(async () => (await getBooking(server, lead, booking.id)).departureId).toBe(later.id);
    expect((await getBooking(server, lead, booking.id)).totalAmount).toBe(52000);

    // My Bookings shows readiness.
    await page.goto(`${server.url}/bookings`);
    await page.locator('.booking-card', { hasText: booking.reference }).getByText('1 of 4 ready').waitFor();
    problems.push(...(await checkScreen(page, '11-my-bookings')));
    // The same booking page in Hindi.
    await page.goto(`${server.url}/hi/bookings/${booking.id}`);
    await page.getByRole('heading', { name: /यात्री · 4 में से 1 तैयार/ }).waitFor();
    problems.push(...(await checkScreen(page, '11b-booking-hindi')));
    await context.close();

    // The admin: the new departure's Readiness tab, the booking's travellers and the printable rooming list.
    await admin.page.goto(`${server.url}/admin/departures/${later.id}?tab=readiness`);
    const readiness = admin.page.getByTestId('departure-readiness');
    await readiness.getByText('1 of 4 ready').waitFor();
    await readiness.getByText('Ravi Kumar').waitFor();
    problems.push(...(await checkScreen(admin.page, '12-admin-readiness-tab')));
    await admin.page.goto(`${server.url}/admin/bookings/${booking.id}/show`);
    await admin.page.getByTestId('booking-readiness').getByText('1 of 4 ready').waitFor();
    problems.push(...(await checkScreen(admin.page, '14-admin-booking-travellers')));
    await admin.page.goto(`${server.url}/admin/departures/${later.id}/rooming`);
    await admin.page.getByRole('heading', { name: /^Rooming list: Kedarkantha/ }).waitFor();
    await admin.page.getByText('Kabir Das').waitFor();
    problems.push(...(await checkScreen(admin.page, '15-admin-rooming-list')));
    await admin.context.close();

    expect(problems).toEqual([]);
    // The two 400s are the server's answers to the invalid Aadhaar and the wrong signature typed above, on purpose.
    expect(errors).toEqual(Array(2).fill('console: Failed to load resource: the server responded with a status of 400 (Bad Request)'));
    // A long walk: fifteen screens, each checked by axe at two widths.
  }, 240_000);
});
