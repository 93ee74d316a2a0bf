/**
 * The write flow admin trips and reviews share (docs/product.md#calls): read one, create, update
 * (given fields replace, absent fields stay), delete. A write is checked by the resource's domain
 * rules before the schema (their messages win), saved (the write announces the content change:
 * public caches and pages follow), and the stored media the record no longer uses are removed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import Type, { type TSchema } from 'typebox';
import type { Database } from '../../../db/schema.ts';
import { messages } from '../../../domain/index.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';
import { droppedMedia } from '../../../services/media/media-storage.ts';
import type { PublicContent } from '../../../services/catalogue/public-content.ts';
import { isPlainObject } from './form-values.ts';

type TypedApp = Parameters<FastifyPluginAsyncTypebox>[0];
type Fields = Record<string, unknown>;

/** How a body's media list is given: JSON arrays, or one multipart field (form-values.ts urlList). */
export const uploadedUrlsText = 'URLs; multipart: joined by commas';

/** The back office sends its forms as multipart fields (numbers as text); other clients send JSON. */
const formMediaTypes = ['application/json', 'multipart/form-data'];

export interface MediaRecordResource<T extends { id: string }> {
  tags: string[];
  /** The record's name in answers (`{success, trip}`) and summaries. */
  noun: 'trip' | 'review';
  item: TSchema;
  body: TSchema;
  messages: { notFound: string; created: string; updated: string; deleted: string };
  /** The fields a request gives, normalized; absent fields stay absent. */
  fields(body: unknown): Fields;
  /**
   * The first rule the record breaks as it would be saved (`candidate`), or null. `existing` is the
   * stored record on an update (null on a create), `changes` what the request sets.
   */
  check(candidate: Fields, changes: Fields, existing: T | null): Promise<string | null>;
  find(db: Kysely<Database>, id: string): Promise<T | null>;
  /** Writes go through services/public-content.ts: each announces the content change itself. */
  insert(content: PublicContent, fields: Fields): Promise<T>;
  update(content: PublicContent, id: string, changes: Fields): Promise<T | null>;
  remove(content: PublicContent, id: string): Promise<T | null>;
  /** The files a record uses (ours are removed from storage once no longer used). */
  media(record: T): (string | null)[];
}

/** The fields preValidation put in the body (resource.fields), as the schema has checked them. */
const checkedFields = (body: unknown): Fields => (isPlainObject(body) ? body : {});

export function registerMediaRecordRoutes<T extends { id: string }>(app: TypedApp, resource: MediaRecordResource<T>): void {
  const { tags, noun, item } = resource;
  const text = resource.messages;
  const saved = Type.Object({ success: Type.Boolean(), [noun]: item, message: Type.String() });
  // The stored record an update's preValidation read, so the handler reads it once, not twice.
  const storedBefore = new WeakMap<object, T>();
  const mustFind = async (id: string) => {
    const record = await resource.find(app.db, id);
    if (!record) throw notFound(text.notFound);
    return record;
  };
  const removeDropped = (before: T, after: T | null) =>
    app.uploadStorage.removeFiles(after ? droppedMedia(resource.media(before), resource.media(after)) : resource.media(before));

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: `One ${noun}`,
        params: IdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), [noun]: item }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ success: true, [noun]: await mustFind(request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: `Create a ${noun} (JSON or multipart form fields)`,
        body: resource.body,
        consumes: formMediaTypes,
        response: { 201: saved, ...errorResponses(400, 401, 403) },
      },
      preValidation: async (request) => {
        const fields = resource.fields(request.body);
        const problem = await resource.check(fields, fields, null);
        if (problem) throw badRequest(problem);
        request.body = fields;
      },
    },
    async (request, reply) => {
      const record = await resource.insert(app.publicContent, checkedFields(request.body));
      return reply.status(201).send({ success: true, [noun]: record, message: text.created });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: `Update a ${noun}: given fields replace, absent fields stay`,
        params: IdParams,
        body: resource.body,
        consumes: formMediaTypes,
        response: { 200: saved, ...errorResponses(400, 401, 403, 404) },
      },
      // Runs before schema validation so that a bad value gets the specification's message, not a schema's.
      preValidation: async (request) => {
        // An absent field means "keep it"; a body that is not an object at all is refused, not a no-op.
        if (!isPlainObject(request.body)) throw badRequest(messages.invalidRequest);
        const existing = await mustFind(request.params.id);
        const changes = resource.fields(request.body);
        const problem = await resource.check({ ...existing, ...changes }, changes, existing);
        if (problem) throw badRequest(problem);
        storedBefore.set(request, existing);
        request.body = changes;
      },
    },
    async (request) => {
      const before = storedBefore.get(request) ?? (await mustFind(request.params.id));
      const record = await resource.update(app.publicContent, request.params.id, checkedFields(request.body));
      if (!record) throw notFound(text.notFound);
      await removeDropped(before, record);
      return { success: true, [noun]: record, message: text.updated };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: `Delete a ${noun} and the stored media only it used`,
        params: IdParams,
        response: {
          200: Type.Object({ success: Type.Boolean(), message: Type.String(), id: Type.String() }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const record = await resource.remove(app.publicContent, request.params.id);
      if (!record) throw notFound(text.notFound);
      await removeDropped(record, null);
      return { success: true, message: text.deleted, id: record.id };
    },
  );
}
