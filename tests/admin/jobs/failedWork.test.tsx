/** Failed work in the back office: the dashboard's count linking to it, and a row's "Try again" through the data provider. */
import { backgroundJobTexts, travellerMessageTexts } from '@travel/server/domain';
import type { FailedJob } from '@travel/server/entities';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, renderEachTest } from '../../site/islands/render.ts';
import { FailedMessages } from '../../../admin/src/dashboard/FailedMessages.tsx';
import { TryAgainButton } from '../../../admin/src/jobs/TryAgainButton.tsx';
import { dataProvider } from '../../../admin/src/providers/dataProvider.ts';
import { installFakeApi } from '../providers/fakeServer.ts';

const mount = renderEachTest();
const inAdmin = (element: React.ReactElement) => mount(<AdminContext dataProvider={dataProvider}>{element}</AdminContext>);

const job: FailedJob = {
  id: '0f6e6f3a-9a43-4c55-9d1e-3c1b1f6f8a01',
  queue: 'traveller-message',
  what: 'Message booking_confirmed to +919876543210 (booking TRV-7K2M)',
  error: 'Twilio refused the message (HTTP 500)',
  tries: 3,
  state: 'failed',
  failedAt: '2031-01-02T06:30:05.000Z',
  createdAt: '2031-01-02T06:30:00.000Z',
  data: { messageId: 'b2d1c7c0-5a4e-4d51-8f0e-2f6c8d0c1e22' },
};

beforeEach(() => {
  localStorage.setItem('authToken', 'token-1');
  localStorage.setItem('userType', 'admin');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the dashboard', () => {
  it("counts the last day's failed background work, linking to Failed work, beside the failed messages", async () => {
    installFakeApi({
      'GET /api/admin/jobs/summary': () => ({ body: { failedLastDay: 3 } }),
      'GET /api/admin/messages/summary': () => ({ body: { failedLastDay: 1 } }),
    });
    const container = inAdmin(<FailedMessages />);
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="failed-jobs"]')?.textContent).toBe(`${backgroundJobTexts.failedLastDay}: 3`),
    );
    expect(container.querySelector('[data-testid="failed-jobs"]')?.getAttribute('href')).toMatch(/^#?\/admin\/jobs$/);
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="failed-messages"]')?.textContent).toBe(`${travellerMessageTexts.failedLastDay}: 1`),
    );
  });
});

describe('Try again', () => {
  it('posts the retry of its job, and says so when the server refuses', async () => {
    let answer: { status: number; body: unknown } = { status: 200, body: { job: { ...job, state: 'retry' } } };
    const api = installFakeApi({ [`POST /api/admin/jobs/${job.id}/retry`]: () => answer });
    const container = inAdmin(<TryAgainButton job={job} />);
    const button = container.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe(`${backgroundJobTexts.tryAgain}: ${job.what}`);
    expect(button.textContent).toBe(backgroundJobTexts.tryAgain);
    await click(button);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer token-1' } });
    await vi.waitFor(() => expect(button.disabled).toBe(false));

    answer = { status: 409, body: { error: backgroundJobTexts.onlyFailedRetry } };
    await expect(dataProvider.retryJob(job.id)).rejects.toThrow(backgroundJobTexts.onlyFailedRetry);
  });
});
