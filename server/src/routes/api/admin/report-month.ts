/**
 * A GET of one of the Finance page's reports for a month: `?month=YYYY-MM` (default: this month in TIME_ZONE; another
 * shape is 400 with the documents' month message), for admins only. The finance and discounts reports share it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type, { type Static, type TObject } from 'typebox';
import { calendarDay, documentMessages, isMonth } from '../../../domain/index.ts';
import { badRequest } from '../../../errors.ts';
import { adminSecurity, errorResponses } from '../../../schemas.ts';

type TypedApp = Parameters<FastifyPluginAsyncTypebox>[0];

export function registerMonthReport<S extends TObject>(
  app: TypedApp,
  path: string,
  report: { summary: string; description: string; response: S; build(month: string, now: Date): Promise<Static<S>> },
): void {
  // As a plain object schema: the type provider cannot resolve a generic one (the schema still checks the answer).
  const response: TObject = report.response;
  app.get(
    path,
    {
      schema: {
        tags: ['admin reports'],
        security: adminSecurity,
        summary: report.summary,
        description: report.description,
        querystring: Type.Object({ month: Type.Optional(Type.String({ maxLength: 20, description: 'YYYY-MM' })) }),
        response: { 200: response, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const now = app.now();
      const { month } = request.query;
      if (month !== undefined && month !== '' && !isMonth(month)) throw badRequest(documentMessages.monthInvalid);
      return report.build(month || calendarDay(now, app.config.TIME_ZONE).slice(0, 7), now);
    },
  );
}
