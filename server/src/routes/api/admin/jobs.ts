/**
 * /api/admin/jobs: failed background work (the back office's "Failed work"): every job of the job
 * engine that ended `failed`, with its error and tries, newest failure first (ra-data-simple-rest
 * list, `queue` filter); trying one again (POST /:id/retry); and how many failed in the last day
 * (GET /summary, for the dashboard).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { backgroundJobTexts, DAY_MS, invalidListParameter } from '../../../domain/index.ts';
import { FailedJobSchema } from '../../../entities/failed-job.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { countFailedJobsWithin, failedJobSortFields, findJob, listFailedJobs } from '../../../repositories/failed-jobs.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';
import { tryJobAgain } from '../../../services/jobs/failed-jobs.ts';
import { registerAdminList } from './list.ts';

const tags = ['admin jobs'];
const DAY_SECONDS = DAY_MS / 1000;

/** The list's queue, from the query string or the filter. */
function queueOf(query: Record<string, string | undefined>, filter: Record<string, unknown>): string | undefined {
  const queue = query.queue ?? filter.queue;
  if (queue === undefined || queue === null || queue === '') return undefined;
  if (typeof queue !== 'string') throw badRequest(invalidListParameter('filter'));
  return queue;
}

const adminJobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  registerAdminList(app, {
    tags,
    key: 'jobs',
    resource: 'jobs',
    item: FailedJobSchema,
    sortFields: failedJobSortFields,
    defaultSort: 'failedAt',
    description:
      'Failed background jobs, newest failure first. Filter (plain query parameter or inside filter): queue. ' +
      "A traveller message's job whose message was sent again since is no longer listed.",
    query: { queue: Type.Optional(Type.String({ maxLength: 200, description: "a job queue's name, e.g. traveller-message" })) },
    list: async (params, query) => {
      const { jobs, total } = await listFailedJobs(app.db, params, { queue: queueOf(query, params.filter) });
      return { items: jobs, total };
    },
  });

  app.get(
    '/summary',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Background jobs that failed in the last 24 hours (traveller messages included), for the dashboard',
        response: { 200: Type.Object({ failedLastDay: Type.Integer({ minimum: 0 }) }), ...errorResponses(401, 403) },
      },
    },
    async () => ({ failedLastDay: await countFailedJobsWithin(app.db, DAY_SECONDS) }),
  );

  app.post(
    '/:id/retry',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Try a failed job again, now',
        description:
          'A traveller message that failed is sent again as "Send again" does (scheduled again, with a new job of its own); ' +
          'a notification to the business gets one more try; any other job is tried once more. Answers the job in its new state (retry). ' +
          '404 for an unknown (or malformed) id, 409 for a job that is not failed.',
        params: IdParams,
        response: { 200: Type.Object({ job: FailedJobSchema }), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const record = await findJob(app.db, request.params.id);
      if (!record) throw notFound(backgroundJobTexts.jobNotFound);
      await tryJobAgain({ jobs: app.jobs, messages: app.messages }, record);
      return { job: { ...record.job, state: 'retry' as const } };
    },
  );
};

export default adminJobRoutes;
