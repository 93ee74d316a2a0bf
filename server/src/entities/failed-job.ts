/** A job of the job engine (pg-boss) that failed, as the back office's "Failed work" lists it: the one definition of its API shape. */
import Type, { type Static } from 'typebox';
import { Instant, literals, Nullable } from './columns.ts';

/** pg-boss's job states. */
export const jobStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

export const FailedJobSchema = Type.Object({
  id: Type.String(),
  queue: Type.String({ description: "the job's queue (traveller-message, refund-send, notify-booking...)" }),
  what: Type.String({ description: 'the work in words: "Message booking_confirmed to +91…", "Refund ₹x of booking REF", else the queue' }),
  error: Nullable(Type.String({ description: "the last try's error message (never its stack)" })),
  tries: Type.Integer({ minimum: 1, description: 'how many times it ran' }),
  state: literals(jobStates),
  failedAt: Nullable(Instant),
  createdAt: Instant,
  data: Type.Object({}, { additionalProperties: true, description: "the job's input as it was queued" }),
});
export type FailedJob = Static<typeof FailedJobSchema>;
