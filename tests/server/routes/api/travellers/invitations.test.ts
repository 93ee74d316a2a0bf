/**
 * Invitations: the lead's link to one place (`/join/<token>`, only its hash stored, a traveller_invite
 * message when the record has a mobile), a signed-in traveller taking it, and two taking it at once:
 * one gets the place, the other 409.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { travellerMessages } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
import { reserveBooking, travellerHeaders, useBookingApp } from '../../../support/bookings.ts';

const { t, admin, call } = useBookingApp();

async function invited(withMobile = false) {
  const reserved = await reserveBooking(t, admin, {
    adults: 3,
    body: { travellers: [{ name: 'Asha' }, { name: 'Ravi' }, { name: 'Dev' }] },
  });
  const second = reserved.booking.travellers[1];
  if (withMobile) {
    await t.db
      .updateTable('bookingTravellers')
      .set({ mobileCountryCode: '91', mobileNumber: '9811122233' })
      .where('id', '=', second.id)
      .execute();
  }
  const response = await call('POST', `/api/bookings/${reserved.booking.id}/travellers/${second.id}/invite`, reserved.headers);
  expect(response.statusCode, response.body).toBe(200);
  const { inviteUrl } = response.json();
  return { ...reserved, second, inviteUrl: inviteUrl as string, token: (inviteUrl as string).replace('/join/', '') };
}

describe('POST /bookings/{id}/travellers/{tid}/invite', () => {
  it('answers an unguessable /join/<token> link whose hash only is stored, valid until the start', async () => {
    const { inviteUrl, token, second, departure } = await invited();
    expect(inviteUrl).toMatch(/^\/join\/[A-Za-z0-9_-]{32}$/);
    const row = await t.db.selectFrom('bookingTravellers').selectAll().where('id', '=', second.id).executeTakeFirstOrThrow();
    expect(row.inviteTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.inviteExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(row.inviteExpiresAt!.toISOString() <= `${departure.startDate}T00:00:00.000Z`).toBe(true);
  });

  it('sends traveller_invite to the record’s mobile at once when it has one', async () => {
    const { booking } = await invited(true);
    const messages = await t.db.selectFrom('messages').selectAll().where('bookingId', '=', booking.id).execute();
    const invite = messages.find((message) => message.template === 'traveller_invite');
    expect(invite).toMatchObject({ recipient: '+919811122233', toMobileNumber: '9811122233', urgent: true });
    expect(invite!.params).toMatchObject({ reference: booking.reference, lead: 'Asha' });
    expect(invite!.params.link).toMatch(/\/join\/[A-Za-z0-9_-]{32}$/);
    expect(invite!.sendAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('is the lead’s alone, and not for a place someone holds', async () => {
    const { booking, headers, token } = await invited();
    const friend = await travellerHeaders(t, { username: 'holds_two' });
    expect((await call('POST', `/api/join/${token}`, friend.headers)).statusCode).toBe(200);
    const [lead, second, third] = booking.travellers;
    expectError(await call('POST', `/api/bookings/${booking.id}/travellers/${third.id}/invite`, friend.headers), 403);
    for (const taken of [lead, second]) {
      expectError(
        await call('POST', `/api/bookings/${booking.id}/travellers/${taken.id}/invite`, headers),
        409,
        travellerMessages.placeTaken,
      );
    }
    const stranger = await travellerHeaders(t, { username: 'not_invited' });
    expectError(await call('POST', `/api/bookings/${booking.id}/travellers/${third.id}/invite`, stranger.headers), 404);
  });
});

describe('POST /join/{token}', () => {
  it('gives the place to the signed-in traveller, who then finds the booking among theirs', async () => {
    const { booking, token, second } = await invited();
    const friend = await travellerHeaders(t, { username: 'ravi_joins' });
    const response = await call('POST', `/api/join/${token}`, friend.headers);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.traveller).toMatchObject({ id: second.id, claimedBy: friend.userId, name: 'Ravi' });
    expect(answer.booking.id).toBe(booking.id);
    expect(Object.keys(answer.booking.travellers[0]).sort()).toEqual(['id', 'kind', 'lead', 'name', 'position', 'status']);
    const mine = (await call('GET', '/api/bookings', friend.headers)).json().bookings;
    expect(mine.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    // The same traveller opening the link again still holds it.
    expect((await call('POST', `/api/join/${token}`, friend.headers)).statusCode).toBe(200);
    const other = await travellerHeaders(t, { username: 'too_late' });
    expectError(await call('POST', `/api/join/${token}`, other.headers), 409, travellerMessages.placeTaken);
  });

  it('refuses an unknown token (404) and one without a signed-in traveller (401)', async () => {
    const { token } = await invited();
    const friend = await travellerHeaders(t, { username: 'guesses' });
    expectError(
      await call('POST', `/api/join/${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`, friend.headers),
      404,
      travellerMessages.invitationNotFound,
    );
    expectError(await call('POST', `/api/join/${token}`, {}), 401);
  });

  it('gives the place to exactly one of several opening the link at once', async () => {
    const { token, second } = await invited();
    const people = await Promise.all(['race_a', 'race_b', 'race_c', 'race_d'].map((username) => travellerHeaders(t, { username })));
    const answers = await Promise.all(people.map((person) => call('POST', `/api/join/${token}`, person.headers)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json()).toMatchObject({ error: travellerMessages.placeTaken });
    const winner = people[answers.findIndex((answer) => answer.statusCode === 200)];
    const row = await t.db.selectFrom('bookingTravellers').select('claimedBy').where('id', '=', second.id).executeTakeFirstOrThrow();
    expect(row.claimedBy).toBe(winner.userId);
  });
});
