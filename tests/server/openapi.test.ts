/**
 * The OpenAPI document at /api/docs/json, judged by tools nobody here wrote: it validates against
 * the OpenAPI specification's own schema, and Redocly's recommended rules find nothing in it.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let document: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

type Operation = {
  requestBody?: { required?: boolean; content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
const operations = () =>
  Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );

describe('the OpenAPI document', () => {
  it('validates against the OpenAPI specification', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("has no problem under Redocly's recommended rules, warnings included", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const found = problems.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}`);
    // The one exception: the health check answers 200 or 503 and has no client error to describe.
    expect(found).toEqual(['operation-4xx-response at #/paths/~1api~1health/get/responses']);
  });

  it('describes the admin forms as JSON and as multipart fields', () => {
    for (const path of ['/api/admin/trips', '/api/admin/reviews']) {
      const paths = document.paths as Record<string, Record<string, Operation>>;
      for (const operation of [paths[path].post, paths[`${path}/{id}`].put]) {
        expect(Object.keys(operation.requestBody!.content)).toEqual(['application/json', 'multipart/form-data']);
      }
    }
  });

  it('marks optional only the request bodies clients may leave out (pay, cancel), and carries no marker of it', () => {
    const optional = operations()
      .filter(({ operation }) => operation.requestBody && operation.requestBody.required !== true)
      .map(({ name }) => name)
      .sort();
    expect(optional).toEqual(['POST /api/bookings/{id}/cancel', 'POST /api/bookings/{id}/pay']);
    for (const name of optional) {
      const { operation } = operations().find((each) => each.name === name)!;
      expect(operation.requestBody!.required, name).toBe(false);
      expect(Object.keys(operation.requestBody!.content), name).toEqual(['application/json']);
    }
    expect(JSON.stringify(document)).not.toContain('x-optional-body');
  });

  it('names the media types of the answers that are not JSON', () => {
    const paths = document.paths as Record<string, Record<string, Operation>>;
    expect(Object.keys(paths['/api/admin/departures/{id}/manifest'].get.responses['200'].content!)).toEqual(['text/csv']);
    expect(Object.keys(paths['/api/bookings/{id}/upi-qr'].get.responses['200'].content!)).toEqual(['image/svg+xml']);
  });

  it('describes every request body field with a type', () => {
    const untyped: string[] = [];
    for (const { name, operation } of operations()) {
      for (const [mediaType, content] of Object.entries(operation.requestBody?.content ?? {})) {
        const schema = (content as { schema: { properties?: Record<string, Record<string, unknown>> } }).schema;
        for (const [field, property] of Object.entries(schema.properties ?? {})) {
          const typed = ['type', 'anyOf', 'oneOf', 'enum', 'const', '$ref'].some((key) => key in property);
          if (!typed) untyped.push(`${name} ${mediaType} ${field}`);
        }
      }
    }
    expect(untyped).toEqual([]);
  });
});
