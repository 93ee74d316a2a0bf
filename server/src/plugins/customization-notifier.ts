/**
 * The customization request notifier: `app.customizationRequests.store(values)` stores a request
 * and, in the same transaction, the job that passes it on to the business (e-mail or webhook). Its
 * queue, worker and sweep start with the job engine, when the app is ready.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCustomizationNotifier } from '../services/messages/customization-notifier.ts';
import { type CustomizationRequests, customizationRequestStore } from '../services/bookings/customization-requests.ts';

declare module 'fastify' {
  interface FastifyInstance {
    customizationRequests: CustomizationRequests;
  }
}

export default fp(
  async function customizationNotifierPlugin(app: FastifyInstance) {
    const notifier = createCustomizationNotifier({ db: app.db, config: app.config, now: () => app.now(), log: app.log, jobs: app.jobs });
    app.decorate('customizationRequests', customizationRequestStore(app.db, notifier));
    // After the messages plugin's onReady, which starts the job engine.
    app.addHook('onReady', async () => notifier.start());
  },
  { name: 'customization-notifier', dependencies: ['config', 'database', 'clock', 'messages'] },
);
