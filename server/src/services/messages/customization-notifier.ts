/**
 * Passes stored customization requests on to the business, by e-mail (SMTP_URL) and/or webhook
 * (NOTIFY_WEBHOOK_URL), through the notification outbox (a job created with the request, retries: never lost).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { type CustomizationRequestRow, toCustomizationRequest } from '../../entities/customization-request.ts';
import { formatRupees, tripTypeLabel } from '../../domain/index.ts';
import { type Channel, createOutboxNotifier, emailChannel, type OutboxNotifier, webhookChannel } from './notification-outbox.ts';
import type { JobEngine } from '../jobs/jobs.ts';

function summaryLines(row: CustomizationRequestRow, config: Config): string[] {
  const request = toCustomizationRequest(row);
  const tripPrice = request.tripPrice !== null ? formatRupees(request.tripPrice) : '';
  const tripFacts = [request.tripName, tripPrice, request.tripDays].filter(Boolean);
  const lines = [
    `Traveller: ${request.username}, +${request.countryCode} ${request.mobileNumber}${request.email ? `, ${request.email}` : ''}`,
    request.tripName ? `Trip: ${tripFacts.join(', ')}` : 'Trip: general customization',
    `Preferred place: ${request.preferredPlace}`,
    `Dates: ${request.startDate} to ${request.endDate}`,
    `Members: ${request.numberOfMembers}` +
      (request.numberOfAdults !== null ? `, adults ${request.numberOfAdults}` : '') +
      (request.numberOfKids !== null ? `, kids ${request.numberOfKids}` : ''),
  ];
  if (request.tripType) lines.push(`Trip type: ${tripTypeLabel(request.tripType)}`);
  if (request.additionalNotes) lines.push(`Notes: ${request.additionalNotes}`);
  lines.push('', request.message, '', `Request ${request.id}, received ${request.createdAt}`);
  if (config.PUBLIC_URL) lines.push(`${config.PUBLIC_URL.replace(/\/+$/, '')}/admin/customization-requests/${request.id}/show`);
  return lines;
}

export function createCustomizationNotifier(options: {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  jobs: JobEngine;
}): OutboxNotifier {
  const { config } = options;
  const channels: [string, Channel<CustomizationRequestRow>][] = [];
  if (config.SMTP_URL) {
    channels.push([
      'email',
      emailChannel(config, async (row) => ({
        subject: `Trip customization request from ${row.username}: ${row.preferredPlace}`,
        text: summaryLines(row, config).join('\n'),
      })),
    ]);
  }
  if (config.NOTIFY_WEBHOOK_URL) {
    channels.push([
      'webhook',
      webhookChannel(config, async (row) => ({ event: 'customization_request.created', request: toCustomizationRequest(row) })),
    ]);
  }
  return createOutboxNotifier({ ...options, table: 'customizationRequests', what: 'customization request', channels });
}
