/**
 * Starts the customization request notifier: told of each stored request, it sweeps once the
 * app is ready (requests stored while no process was sending) and stops cleanly on close.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCustomizationNotifier } from '../services/customization-notifier.ts';

export default fp(
  async function customizationNotifierPlugin(app: FastifyInstance) {
    const notifier = createCustomizationNotifier({ db: app.db, config: app.config, now: () => app.now(), log: app.log });
    app.customizationRequestStored = (id) => notifier.stored(id);
    app.addHook('onReady', async () => {
      void notifier.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'notification sweep failed'));
    });
    // Before the database closes (main.ts closes it after the app).
    app.addHook('onClose', async () => notifier.close());
  },
  { name: 'customization-notifier', dependencies: ['database'] },
);
