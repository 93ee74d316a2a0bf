/**
 * Messages to travellers and the job engine they run on: `app.jobs` (services/jobs.ts, pg-boss over
 * this app's database) and `app.messages` (services/messages/planner.ts: what a booking is sent
 * and when). The engine starts when the app is ready and stops before it closes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobDatabase } from '../db/connect.ts';
import { createJobEngine, type JobEngine } from '../services/jobs/jobs.ts';
import { createChannels } from '../services/messages/channels.ts';
import { createMessageDispatcher, type MessageDispatcher } from '../services/messages/dispatcher.ts';
import { instalmentPaymentLinkOf } from '../services/messages/instalment-payment-link.ts';
import { createMessagePlanner, type MessagePlanner } from '../services/messages/planner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobEngine;
    messages: MessagePlanner & { dispatcher: MessageDispatcher };
  }
}

export default fp(
  async function messagesPlugin(app: FastifyInstance, options: { jobDatabase: JobDatabase }) {
    const jobs = createJobEngine(options.jobDatabase, {
      pollSeconds: app.config.JOB_POLL_SECONDS,
      workers: app.config.JOB_WORKERS,
      onError: (error) => app.log.warn({ err: error }, 'job engine error'),
    });
    const channels = createChannels(app.config);
    const dispatcher = createMessageDispatcher({
      db: app.db,
      jobs,
      config: app.config,
      now: () => app.now(),
      log: app.log,
      channels,
      reminderPaymentLink: instalmentPaymentLinkOf(app),
    });
    const planner = createMessagePlanner({ db: app.db, jobs, config: app.config, now: () => app.now(), channels });
    app.decorate('jobs', jobs);
    app.decorate('messages', { ...planner, dispatcher });
    app.addHook('onReady', async () => {
      await jobs.start();
      await dispatcher.start();
    });
    app.addHook('onClose', async () => {
      await jobs.stop();
    });
  },
  { name: 'messages', dependencies: ['config', 'database', 'clock'] },
);
