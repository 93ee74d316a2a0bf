/**
 * Messages to travellers in the back office: a booking's plan with each status and the error of a
 * failed one sent again, a departure's 'Message everyone' dialog, and the dashboard's failures.
 */
import { act } from 'react';
import { broadcastQueuedText, messageTimingTexts, travellerMessageTexts } from '@travel/server/domain';
import type { TravellerMessage } from '@travel/server/domain';
import { AdminContext, RecordContextProvider, useRefresh } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonNamed, click, renderEachTest, type } from '../../site/islands/render.ts';
import { BookingMessages } from '../../../admin/src/bookings/BookingMessages.tsx';
import { SendReminderButton } from '../../../admin/src/bookings/SendReminderButton.tsx';
import { FailedMessages } from '../../../admin/src/dashboard/FailedMessages.tsx';
import { MessageEveryoneButton } from '../../../admin/src/departures/MessageEveryoneButton.tsx';
import { dataProvider } from '../../../admin/src/providers/dataProvider.ts';
import { installFakeApi } from '../providers/fakeServer.ts';

const mount = renderEachTest();
const message = (id: string, fields: Partial<TravellerMessage>): TravellerMessage => ({
  id,
  template: 'booking_confirmed',
  channel: 'whatsapp',
  to: '+919876543210',
  status: 'sent',
  sendAt: '2031-01-02T06:30:00.000Z',
  sentAt: '2031-01-02T06:30:05.000Z',
  error: null,
  ...fields,
});

beforeEach(() => {
  localStorage.setItem('authToken', 'token-1');
  localStorage.setItem('userType', 'admin');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Quiet hours as the server answers them; `quietNow` at the moment the dialog opens. */
const timing = (quietNow: boolean) => () => ({
  body: { timeZone: 'Asia/Kolkata', quietHours: { from: 21, until: 9 }, quietNow, nonUrgentSendAt: '2031-01-03T03:30:00.000Z' },
});

const inAdmin = (element: React.ReactElement) => mount(<AdminContext dataProvider={dataProvider}>{element}</AdminContext>);
const rowTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe("a booking's messages", () => {
  it('lists the whole plan with channel, recipient, status, when and why, and the error, and sends a failed one again', async () => {
    let failed = message('m2', {
      template: 'balance_reminder',
      channel: 'sms',
      status: 'failed',
      sentAt: null,
      error: 'DLT template rejected',
    });
    const api = installFakeApi({
      'GET /api/admin/bookings/b1/messages': () => ({
        body: {
          messages: [
            message('m1', { status: 'read' }),
            failed,
            message('m3', { template: 'trip_starting', status: 'scheduled', sendAt: '2031-02-01T04:30:00.000Z', sentAt: null }),
          ],
        },
      }),
      'GET /api/admin/messages/timing': timing(false),
      'POST /api/admin/messages/m2/resend': () => {
        failed = { ...failed, status: 'sent', error: null, sentAt: '2031-01-03T06:30:00.000Z' };
        return { status: 202, body: { message: failed } };
      },
    });
    const container = inAdmin(<BookingMessages bookingId="b1" />);
    await vi.waitFor(() => expect(container.textContent).toContain(messageTimingTexts.answer));
    expect(rowTexts(container)).toEqual([
      ['Booking confirmedWhatsApp to +919876543210', 'read', `Jan 02, 2031 12:00${messageTimingTexts.answer}`, 'Jan 02, 2031 12:00'],
      [
        'Balance reminderSMS to +919876543210',
        `failedDLT template rejected${travellerMessageTexts.sendAgain}`,
        `Jan 02, 2031 12:00${messageTimingTexts.balance_reminder}`,
        '—',
      ],
      ['Trip startingWhatsApp to +919876543210', 'scheduled', `Feb 01, 2031 10:00${messageTimingTexts.trip_starting}`, '—'],
    ]);
    expect(container.querySelectorAll('button')).toHaveLength(1);
    expect(api.calls[0].headers.authorization).toBe('Bearer token-1');

    await click(buttonNamed(container, travellerMessageTexts.sendAgain));
    await vi.waitFor(() => expect(rowTexts(container)[1][1]).toBe('sent'));
    const calls = api.calls.map((call) => `${call.method} ${call.url.replace(/^https?:\/\/[^/]+/, '')}`);
    expect(calls.filter((call) => !call.endsWith('/timing'))).toEqual([
      'GET /api/admin/bookings/b1/messages',
      'POST /api/admin/messages/m2/resend',
      'GET /api/admin/bookings/b1/messages',
    ]);
  });

  it('says when there are none yet', async () => {
    installFakeApi({
      'GET /api/admin/bookings/b2/messages': () => ({ body: { messages: [] } }),
      'GET /api/admin/messages/timing': timing(false),
    });
    const container = inAdmin(<BookingMessages bookingId="b2" />);
    await vi.waitFor(() => expect(container.textContent).toBe(travellerMessageTexts.noMessages));
  });
});

describe("a booking's messages after an action on the booking", () => {
  /** What every booking action does once it is done (useDialogSave): react-admin's refresh. */
  const RefreshButton = () => {
    const refresh = useRefresh();
    return (
      <button type="button" onClick={refresh}>
        Refresh
      </button>
    );
  };

  it("are read again when the page refreshes: a payment's plan appears, a cancel's reminders show cancelled", async () => {
    let plan: TravellerMessage[] = [];
    installFakeApi({
      'GET /api/admin/bookings/b3/messages': () => ({ body: { messages: plan } }),
      'GET /api/admin/messages/timing': timing(false),
    });
    const container = inAdmin(
      <>
        <RefreshButton />
        <BookingMessages bookingId="b3" />
      </>,
    );
    await vi.waitFor(() => expect(container.textContent).toContain(travellerMessageTexts.noMessages));

    // 'Record payment' confirmed it: the server planned the confirmation and the journey ahead.
    const reminder = message('m5', { template: 'balance_reminder', status: 'scheduled', sendAt: '2031-02-01T04:30:00.000Z', sentAt: null });
    plan = [message('m4', {}), reminder];
    await click(buttonNamed(container, 'Refresh'));
    await vi.waitFor(() => expect(rowTexts(container).map((row) => row[1])).toEqual(['sent', 'scheduled']));

    // 'Cancel': what was still ahead is cancelled.
    plan = [message('m4', {}), { ...reminder, status: 'cancelled' }];
    await click(buttonNamed(container, 'Refresh'));
    await vi.waitFor(() => expect(rowTexts(container).map((row) => row[1])).toEqual(['sent', 'cancelled']));
  });

  it("show a payment reminder once 'Send payment reminder' sent it", async () => {
    let plan: TravellerMessage[] = [];
    installFakeApi({
      'GET /api/admin/bookings/b4/messages': () => ({ body: { messages: plan } }),
      'GET /api/admin/messages/timing': timing(false),
      'POST /api/admin/bookings/b4/reminders': () => {
        plan = [message('m6', { template: 'balance_reminder', channel: 'sms', status: 'scheduled', sentAt: null })];
        return { status: 202, body: { message: 'Payment reminder sent' } };
      },
    });
    const booking = { id: 'b4', status: 'confirmed', totalAmount: 20000, amountPaid: 5000, depositAmount: 5000, balanceDue: 15000 };
    const container = inAdmin(
      <RecordContextProvider value={booking}>
        <SendReminderButton />
        <BookingMessages bookingId="b4" />
      </RecordContextProvider>,
    );
    await vi.waitFor(() => expect(container.textContent).toContain(travellerMessageTexts.noMessages));
    await click(buttonNamed(container, 'Send payment reminder'));
    await vi.waitFor(() => expect(rowTexts(container)).toHaveLength(1));
    expect(rowTexts(container)[0][0]).toBe('Balance reminderSMS to +919876543210');
  });
});

describe('message everyone on a departure', () => {
  it('refuses an empty text, says when it goes (after quiet hours, or now if urgent), shows errors and what was queued', async () => {
    let answer: { status: number; body: unknown } = { status: 404, body: { error: 'Departure not found' } };
    const api = installFakeApi({ 'POST /api/admin/departures/d1/messages': () => answer, 'GET /api/admin/messages/timing': timing(true) });
    inAdmin(<MessageEveryoneButton departure={{ id: 'd1' }} />);
    await click(buttonNamed(document.body, travellerMessageTexts.messageEveryone));
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain(travellerMessageTexts.broadcastLabel);

    await vi.waitFor(() =>
      expect(dialog.querySelector('[data-testid="broadcast-when"]')?.textContent).toBe(
        'Quiet hours now: it goes at Jan 03, 2031 09:00. Mark it urgent to send it now.',
      ),
    );
    await click(buttonNamed(dialog, travellerMessageTexts.broadcastSend));
    expect(dialog.textContent).toContain(travellerMessageTexts.broadcastTextRequired);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await type(dialog.querySelector('textarea:not([aria-hidden])') as HTMLTextAreaElement, '  Meet at 6 am at Manali bus stand  ');
    await click(buttonNamed(dialog, travellerMessageTexts.broadcastSend));
    await vi.waitFor(() => expect(dialog.textContent).toContain('Departure not found'));

    await click(dialog.querySelector('input[type="checkbox"]') as HTMLElement);
    expect(dialog.querySelector('[data-testid="broadcast-when"]')?.textContent).toBe(messageTimingTexts.goesNow);
    answer = { status: 202, body: { queued: 3 } };
    await click(buttonNamed(dialog, travellerMessageTexts.broadcastSend));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="broadcast-queued"]')?.textContent).toBe('3 messages queued'));
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts[0]).toMatchObject({ body: { text: 'Meet at 6 am at Manali bus stand', urgent: false } });
    expect(posts[1]).toMatchObject({ body: { text: 'Meet at 6 am at Manali bus stand', urgent: true } });
    expect(broadcastQueuedText(1)).toBe('1 message queued');
    await act(async () => buttonNamed(dialog, 'Close').click());
  });
});

describe('the dashboard', () => {
  it('counts the messages that failed in the last day', async () => {
    installFakeApi({ 'GET /api/admin/messages/summary': () => ({ body: { failedLastDay: 4 } }) });
    const container = inAdmin(<FailedMessages />);
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="failed-messages"]')?.textContent).toBe(`${travellerMessageTexts.failedLastDay}: 4`),
    );
  });
});
