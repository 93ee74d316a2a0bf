/**
 * /api/admin/staff: the office's admins and trip leaders, managed by admins. A member is invited with an
 * e-mail and a first password; disabling ends their sessions; the last active admin stays one (409).
 * No answer ever carries a password hash (AdminSchema has none, and the response schema drops what it lacks).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { messages, parseNewStaffMember, parseStaffChanges, staffMessages } from '../../../domain/index.ts';
import { badRequest, conflict, notFound } from '../../../errors.ts';
import { findStaffMember, insertStaffMember, listStaff, type StaffFilter, updateStaffMember } from '../../../repositories/admins.ts';
import { AdminSchema, NewStaffMemberSchema, StaffChangesSchema } from '../../../entities/admin.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';
import { parseBodyWith } from '../parsed-body.ts';

const tags = ['admin staff'];

/** The list's filter as react-admin sends it; what is not one of its fields is left out. */
function staffFilter(raw: string | undefined): StaffFilter {
  let given: unknown;
  try {
    given = raw ? JSON.parse(raw) : {};
  } catch {
    throw badRequest(messages.invalidRequest);
  }
  const filter = (typeof given === 'object' && given !== null ? given : {}) as Record<string, unknown>;
  const ids = filter.id === undefined ? undefined : [filter.id].flat().map(String);
  return {
    ...(typeof filter.role === 'string' ? { role: filter.role } : {}),
    ...(typeof filter.status === 'string' ? { status: filter.status } : {}),
    ...(ids ? { ids } : {}),
  };
}
const MemberAnswer = Type.Object({ member: AdminSchema });

const adminStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Every staff member: admins and trip leaders, active or disabled',
        description: 'Optional filter (JSON, as the back office sends it): role, status, id (a list).',
        querystring: Type.Object({ filter: Type.Optional(Type.String({ maxLength: 2000 })) }, { additionalProperties: true }),
        response: { 200: Type.Object({ staff: Type.Array(AdminSchema) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ staff: await listStaff(app.db, staffFilter(request.query.filter)) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Invite a staff member with an e-mail, a name, a first password and a role (409 when the e-mail exists)',
        body: NewStaffMemberSchema,
        response: { 201: MemberAnswer, ...errorResponses(400, 401, 403, 409) },
      },
      preValidation: parseBodyWith(parseNewStaffMember),
    },
    async (request, reply) => {
      const member = await insertStaffMember(app.db, request.body);
      if (!member) throw conflict(staffMessages.emailTaken);
      return reply.status(201).send({ member });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Change a member: name, password, role or status (the last active admin cannot be disabled or demoted: 409)',
        description: 'A new password or disabling ends every session of the member: their tokens stop working at once.',
        params: IdParams,
        body: StaffChangesSchema,
        response: { 200: MemberAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
      // An unknown member is 404 before the changes are checked.
      preValidation: async (request) => {
        if (!(await findStaffMember(app.db, request.params.id))) throw notFound(staffMessages.memberNotFound);
        await parseBodyWith(parseStaffChanges)(request);
      },
    },
    async (request) => {
      const member = await updateStaffMember(app.db, request.params.id, request.body, app.now());
      if (!member) throw notFound(staffMessages.memberNotFound);
      return { member };
    },
  );
};

export default adminStaffRoutes;
