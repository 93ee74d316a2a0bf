/** A customization request stored with the job that passes it on to the business, in one transaction: never one without the other. */
import type { Insertable, Kysely } from 'kysely';
import type { CustomizationRequestsTable, Database } from '../../db/schema.ts';
import type { CustomizationRequestRow } from '../../entities/customization-request.ts';
import { insertCustomizationRequest } from '../../repositories/customization-requests.ts';
import type { OutboxNotifier } from '../messages/notification-outbox.ts';

export interface CustomizationRequests {
  store(values: Insertable<CustomizationRequestsTable>): Promise<CustomizationRequestRow>;
}

export function customizationRequestStore(db: Kysely<Database>, notifier: OutboxNotifier): CustomizationRequests {
  return {
    store: (values) =>
      db.transaction().execute(async (trx) => {
        const row = await insertCustomizationRequest(trx, values);
        await notifier.queue(trx, row.id);
        return row;
      }),
  };
}
