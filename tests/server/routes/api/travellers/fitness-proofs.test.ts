/**
 * Fitness proofs: POST /bookings/{id}/travellers/{tid}/fitness-proof (JPEG, PNG or PDF of at most 5 MB, recognised by
 * their bytes; anything else 400 and nothing stored), the file for admins and the departure's own leaders only
 * (GET /admin/bookings/{id}/travellers/{tid}/fitness-proof), approval and rejection with a reason (sent to the
 * traveller), and the readiness rows carrying their booking's id.
 */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { travellerMessages } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
import { bookingTables, newLeader as makeLeader, reserveBooking, useBookingApp } from '../../../support/bookings.ts';
import { bearer } from '../../../support/test-app.ts';

const { t, admin, call } = useBookingApp();

const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(500)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A multipart body with one part named `field`. */
function multipart(bytes: Buffer, filename: string, type: string, field = 'file') {
  const boundary = `----proof${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(url: string, headers: Record<string, string>, bytes: Buffer, filename = 'proof.jpg', type = 'image/jpeg') {
  const body = multipart(bytes, filename, type);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

async function storedProofs(): Promise<string[]> {
  const root = path.join(t.dataDir, 'private-files');
  return (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).map((e) => e.name);
}

async function party(fitnessProof = true) {
  const reserved = await reserveBooking(t, admin, { adults: 2, trip: { requirements: { fitnessProof } }, paid: [10000] });
  const [lead, second] = reserved.booking.travellers;
  const proofUrl = (id: string) => `/api/bookings/${reserved.booking.id}/travellers/${id}/fitness-proof`;
  const adminUrl = (id: string) => `/api/admin/bookings/${reserved.booking.id}/travellers/${id}/fitness-proof`;
  return { ...reserved, lead, second, proofUrl, adminUrl };
}

const newLeader = () => makeLeader(t, admin);

describe('POST /bookings/{id}/travellers/{tid}/fitness-proof', () => {
  it('stores a JPEG, PNG or PDF as pending, privately, and a new one replaces the old', async () => {
    const { headers, second, proofUrl } = await party();
    const before = await storedProofs();
    const first = await upload(proofUrl(second.id), headers, jpeg);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().traveller).toMatchObject({
      id: second.id,
      fitnessProof: { status: 'pending', reason: null },
      status: 'incomplete',
    });
    expect((await storedProofs()).length).toBe(before.length + 1);
    for (const [bytes, name, type] of [
      [png, 'proof.png', 'image/png'],
      [pdf, 'certificate.pdf', 'application/pdf'],
    ] as const) {
      const again = await upload(proofUrl(second.id), headers, bytes, name, type);
      expect(again.statusCode, again.body).toBe(200);
    }
    // Replaced proofs are removed: one file for the record.
    expect((await storedProofs()).length).toBe(before.length + 1);
    // Never under the public uploads.
    expect((await call('GET', '/uploads/fitness-proofs/', {})).statusCode).toBe(404);
  });

  it('refuses what is not a JPEG, PNG or PDF by its bytes, or over 5 MB: 400 and nothing stored', async () => {
    const { headers, second, proofUrl } = await party();
    const before = await bookingTables(t);
    const files = await storedProofs();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expectError(
      await upload(proofUrl(second.id), headers, html, 'proof.jpg', 'image/jpeg'),
      400,
      travellerMessages.fitnessProofFileInvalid,
    );
    expectError(
      await upload(proofUrl(second.id), headers, Buffer.from('GIF89a....'), 'x.gif', 'image/gif'),
      400,
      travellerMessages.fitnessProofFileInvalid,
    );
    const large = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]);
    expectError(await upload(proofUrl(second.id), headers, large), 400, travellerMessages.fitnessProofTooLarge);
    expectError(await call('POST', proofUrl(second.id), headers, { file: 'not a file' }), 400, travellerMessages.fitnessFileRequired);
    const empty = multipart(jpeg, 'proof.jpg', 'image/jpeg', 'other');
    const wrongField = await t.app.inject({
      method: 'POST',
      url: proofUrl(second.id),
      headers: { ...headers, ...empty.headers },
      payload: empty.payload,
    });
    expectError(wrongField, 400, travellerMessages.fitnessFileRequired);
    expect(await bookingTables(t)).toEqual(before);
    expect(await storedProofs()).toEqual(files);
  });

  it('is 409 when the trip asks for no proof, and 404 for a stranger', async () => {
    const { headers, second, proofUrl } = await party(false);
    expectError(await upload(proofUrl(second.id), headers, jpeg), 409, travellerMessages.fitnessNotAsked);
    const stranger = await t.travellerToken({ username: 'proof_stranger' });
    expectError(await upload(proofUrl(second.id), bearer(stranger.token), jpeg), 404);
  });
});

describe('the admin side of a fitness proof', () => {
  it('gives the file to admins and the departure’s leaders only', async () => {
    const { booking, departure, headers, second, proofUrl, adminUrl } = await party();
    expectError(await call('GET', adminUrl(second.id), admin), 404, travellerMessages.fitnessProofMissing);
    await upload(proofUrl(second.id), headers, png, 'p.png', 'image/png');
    const file = await call('GET', adminUrl(second.id), admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toContain('no-store');
    expect(file.rawPayload.equals(png)).toBe(true);
    const ours = await newLeader();
    const theirs = await newLeader();
    expect((await call('PUT', `/api/admin/departures/${departure.id}`, admin, { leaderIds: [ours.id] })).statusCode).toBe(200);
    expect((await call('GET', adminUrl(second.id), ours.headers)).statusCode).toBe(200);
    expectError(await call('GET', adminUrl(second.id), theirs.headers), 403);
    // The traveller's own token is no staff token; a leader may not review.
    expectError(await call('GET', adminUrl(second.id), headers), 403);
    expectError(await call('PUT', adminUrl(second.id), ours.headers, { status: 'approved' }), 403);
    expectError(
      await call('GET', `/api/admin/bookings/${booking.id}/travellers/00000000-0000-4000-8000-000000000000/fitness-proof`, admin),
      404,
    );
  });

  it('approves, or rejects with a reason that goes to the traveller; bad reviews are 400 and change nothing', async () => {
    const { booking, headers, second, proofUrl, adminUrl } = await party();
    expectError(await call('PUT', adminUrl(second.id), admin, { status: 'approved' }), 409, travellerMessages.fitnessProofMissing);
    await upload(proofUrl(second.id), headers, jpeg);
    const before = await bookingTables(t);
    expectError(await call('PUT', adminUrl(second.id), admin, { status: 'pending' }), 400, travellerMessages.fitnessReviewInvalid);
    expectError(await call('PUT', adminUrl(second.id), admin, { status: 'rejected' }), 400, travellerMessages.fitnessReasonRequired);
    expectError(
      await call('PUT', adminUrl(second.id), admin, { status: 'rejected', reason: '  ' }),
      400,
      travellerMessages.fitnessReasonRequired,
    );
    expect(await bookingTables(t)).toEqual(before);

    const rejected = await call('PUT', adminUrl(second.id), admin, { status: 'rejected', reason: 'The photo is blurred' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().traveller.fitnessProof).toEqual({ status: 'rejected', reason: 'The photo is blurred' });
    const messages = await t.db
      .selectFrom('messages')
      .selectAll()
      .where('bookingId', '=', booking.id)
      .where('template', '=', 'fitness_proof_rejected')
      .execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.params).toMatchObject({ reason: 'The photo is blurred', name: second.name || 'Traveller 2' });
    expect(messages[0]?.params.link).toContain(`/bookings/${booking.id}`);

    await upload(proofUrl(second.id), headers, jpeg);
    const approved = await call('PUT', adminUrl(second.id), admin, { status: 'approved', reason: 'ignored' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().traveller.fitnessProof).toEqual({ status: 'approved', reason: null });
  });

  it('lists every traveller of the departure with its booking id and reference for the queue', async () => {
    const { booking, departure, headers, second, proofUrl } = await party();
    await upload(proofUrl(second.id), headers, jpeg);
    const readiness = await call('GET', `/api/admin/departures/${departure.id}/readiness`, admin);
    expect(readiness.statusCode, readiness.body).toBe(200);
    const row = readiness.json().travellers.find((traveller: { id: string }) => traveller.id === second.id);
    expect(row).toMatchObject({ bookingId: booking.id, bookingReference: booking.reference, fitnessProof: { status: 'pending' } });
  });
});
