/**
 * What a validating proxy does to each call, with the OpenAPI document the app serves: the request
 * matches an operation (path, method, parameters, body and its media type), and the answer is one
 * the operation documents (status, media type, body schema, declared headers). Schemas are compiled
 * with Ajv's JSON Schema 2020-12 dialect, the one OpenAPI 3.1 uses.
 */
import type { LightMyRequestResponse } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';

type Schema = Record<string, unknown>;
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Response {
  content?: Record<string, { schema?: Schema }>;
  headers?: Record<string, { required?: boolean; schema?: Schema }>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

export interface Call {
  method: string;
  url: string;
  headers?: Record<string, string>;
  /** The body as sent (an object is sent as JSON). */
  payload?: unknown;
  /** Multipart fields as the form sent them, for the check of the multipart schema. */
  formFields?: Record<string, string>;
}

// ajv-formats is CommonJS: its plugin is the module itself or its default export.
const addFormats = ((addFormatsPlugin as { default?: unknown }).default ?? addFormatsPlugin) as (ajv: Ajv2020) => void;

const mediaType = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();

/** The schema of a query or path value, which arrives as text: coerced to the schema's type first. */
function coerce(value: string, schema: Schema | undefined): unknown {
  const type = schema?.type;
  if ((type === 'integer' || type === 'number') && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

export function trafficChecker(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const compiled = new WeakMap<Schema, ValidateFunction>();
  const validate = (schema: Schema, value: unknown): string | null => {
    let check = compiled.get(schema);
    if (!check) compiled.set(schema, (check = ajv.compile(schema)));
    return check(value) ? null : ajv.errorsText(check.errors, { dataVar: 'body' });
  };

  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{([^}]+)\}/g, (_m, name: string) => `(?<${name}>[^/]+)`)}$`),
  }));
  /** Operations the traffic reached, as "METHOD /template". */
  const reached = new Set<string>();

  /** The operation a request is for, or why it has none. */
  function operationOf(
    method: string,
    url: string,
  ): { problem: string } | { name: string; operation: Operation; params: Record<string, string> } {
    const path = url.split('?')[0];
    const match = templates.map((entry) => ({ ...entry, found: entry.pattern.exec(path) })).find((entry) => entry.found);
    if (!match?.found) return { problem: `no path in the document matches ${path}` };
    const operation = document.paths[match.template][method.toLowerCase()];
    if (!operation) return { problem: `${method} is not documented for ${match.template}` };
    return { name: `${method.toUpperCase()} ${match.template}`, operation, params: match.found.groups ?? {} };
  }

  /** Problems with the request itself, as a proxy would report them before passing it on. */
  function checkRequest(call: Call): string[] {
    const found = operationOf(call.method, call.url);
    if ('problem' in found) return [found.problem];
    const { name, operation, params } = found;
    reached.add(name);
    const problems: string[] = [];
    const query = new URLSearchParams(call.url.split('?')[1] ?? '');
    for (const parameter of operation.parameters ?? []) {
      const raw =
        parameter.in === 'path'
          ? decodeURIComponent(params[parameter.name] ?? '')
          : parameter.in === 'query'
            ? query.get(parameter.name)
            : parameter.in === 'header'
              ? (call.headers?.[parameter.name.toLowerCase()] ?? null)
              : null;
      if (raw === null) {
        if (parameter.required) problems.push(`${name}: ${parameter.in} parameter ${parameter.name} is missing`);
        continue;
      }
      const problem = parameter.schema && validate(parameter.schema, coerce(raw, parameter.schema));
      if (problem) problems.push(`${name}: ${parameter.in} parameter ${parameter.name}: ${problem}`);
    }
    const sent = call.payload !== undefined;
    if (!sent) {
      if (operation.requestBody?.required) problems.push(`${name}: the request body is required`);
      return problems;
    }
    if (!operation.requestBody) return [...problems, `${name}: a request body is not documented`];
    const type = call.payload !== null && typeof call.payload === 'object' && !Buffer.isBuffer(call.payload) ? 'application/json' : '';
    const sentType = mediaType(call.headers?.['content-type']) || type;
    const content = operation.requestBody.content[sentType];
    if (!content) return [...problems, `${name}: request media type ${sentType} is not documented`];
    let body: unknown = call.payload;
    if (sentType === 'multipart/form-data') body = call.formFields ?? {};
    else if (sentType === 'application/json' && typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        return [...problems, `${name}: the request body is not JSON`];
      }
    } else if (sentType !== 'application/json') return problems;
    const problem = content.schema && validate(content.schema, body);
    if (problem) problems.push(`${name}: request ${sentType}: ${problem}`);
    return problems;
  }

  /** Problems with the answer: its status, media type, body and headers against the operation's. */
  function checkResponse(call: Call, response: LightMyRequestResponse): string[] {
    const found = operationOf(call.method, call.url);
    if ('problem' in found) return [`${call.method} ${call.url} answered ${response.statusCode} for no operation`];
    const { name, operation } = found;
    const documented = operation.responses[String(response.statusCode)] ?? operation.responses[`${String(response.statusCode)[0]}XX`];
    if (!documented) return [`${name}: status ${response.statusCode} is not documented (${response.body.slice(0, 120)})`];
    const problems: string[] = [];
    for (const [header, declared] of Object.entries(documented.headers ?? {})) {
      const value = response.headers[header.toLowerCase()];
      if (value === undefined) {
        if (declared.required !== false) problems.push(`${name} ${response.statusCode}: declared header ${header} is missing`);
        continue;
      }
      const problem = declared.schema && validate(declared.schema, coerce(String(value), declared.schema));
      if (problem) problems.push(`${name} ${response.statusCode}: header ${header}: ${problem}`);
    }
    const hasBody = response.rawPayload.length > 0;
    if (!documented.content) {
      if (hasBody) problems.push(`${name} ${response.statusCode}: a body is sent but none is documented`);
      return problems;
    }
    if (!hasBody) return [...problems, `${name} ${response.statusCode}: no body, but one is documented`];
    const type = mediaType(response.headers['content-type']);
    const content = documented.content[type];
    if (!content) return [...problems, `${name} ${response.statusCode}: media type ${type} is not documented`];
    let body: unknown = response.body;
    if (type === 'application/json' || type.endsWith('+json')) body = JSON.parse(response.body);
    const problem = content.schema && validate(content.schema, body);
    if (problem) problems.push(`${name} ${response.statusCode}: ${problem}`);
    return problems;
  }

  const operations = Object.entries(document.paths).flatMap(([template, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${template}`),
  );
  return { checkRequest, checkResponse, reached, operations };
}
