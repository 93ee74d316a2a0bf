/**
 * The customization request notifier: `app.customizationRequestStored(id)` passes a stored request
 * on to the business (e-mail or webhook). Its sweep (retries, and requests stored while no process was
 * sending) runs from the app's ready to its close.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCustomizationNotifier } from '../services/customization-notifier.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Call after a customization request is stored. */
    customizationRequestStored: (id: string) => void;
  }
}

export default fp(
  async function customizationNotifierPlugin(app: FastifyInstance) {
    const notifier = createCustomizationNotifier({ db: app.db, config: app.config, now: () => app.now(), log: app.log });
    app.decorate('customizationRequestStored', (id: string) => notifier.stored(id));
    app.addHook('onReady', async () => notifier.start());
    // Before the database closes (main.ts closes it after the app).
    app.addHook('onClose', async () => notifier.close());
  },
  { name: 'customization-notifier', dependencies: ['config', 'database', 'clock'] },
);
