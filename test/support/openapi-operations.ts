import type { TestApp } from './test-app.ts';

// Every operation of the API as its OpenAPI document declares it, for the suites that must cover all of them
// without listing them (the fuzzer, the tenant-isolation probes, the permission table): an operation added
// later is covered the day it is declared.

/** The part of JSON Schema the generated document uses (zod's output); enough to build and break inputs. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  example?: unknown;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** What generated clients name the method: `listConversations` (absent for routes outside the document). */
  operationId?: string;
  /** As declared, relative to /api: `/conversations/{id}`. */
  path: string;
  /** `GET /conversations/{id}`: how reports name it. */
  name: string;
  parameters: ApiParameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
  bodyRequired: boolean;
  /** Declared response statuses ("200", "404"...). */
  statuses: string[];
  /** The JSON schema of each declared response that has a JSON body, by status. */
  responses: Record<string, JsonSchema>;
}

/** The parts of the served document these suites read; the rest is carried as is. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
  tags?: { name: string; description?: string }[];
}
interface RawOperation {
  operationId?: string;
  parameters?: { name: string; in: ApiParameter['in']; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

/** Replaces `$ref`s to components with the components themselves (the document has no recursive schema). */
function resolveRefs(schema: JsonSchema | undefined, components: Record<string, JsonSchema>, depth = 0): JsonSchema {
  if (!schema || depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolveRefs(components[name], components, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolveRefs(v, components, depth + 1)]));
  }
  if (schema.items) out.items = resolveRefs(schema.items, components, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (list) out[key] = list.map((s) => resolveRefs(s, components, depth + 1));
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    out.additionalProperties = resolveRefs(schema.additionalProperties, components, depth + 1);
  }
  return out;
}

export function operationsOf(document: OpenApiDocument): ApiOperation[] {
  const components = document.components?.schemas ?? {};
  const operations: ApiOperation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(byMethod)) {
      const upper = method.toUpperCase() as ApiOperation['method'];
      const json = raw.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: upper,
        path,
        name: `${upper} ${path}`,
        ...(raw.operationId === undefined ? {} : { operationId: raw.operationId }),
        parameters: (raw.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required ?? p.in === 'path',
          schema: resolveRefs(p.schema, components),
        })),
        body: json ? resolveRefs(json, components) : undefined,
        bodyRequired: raw.requestBody?.required ?? false,
        statuses: Object.keys(raw.responses),
        responses: Object.fromEntries(
          Object.entries(raw.responses).flatMap(([status, response]) => {
            const schema = response.content?.['application/json']?.schema;
            return schema ? [[status, resolveRefs(schema, components)]] : [];
          }),
        ),
      });
    }
  }
  return operations;
}

/** The running app's own document, as it serves it (GET /api/openapi.json). */
export async function servedDocument(t: Pick<TestApp, 'request'>): Promise<OpenApiDocument> {
  const res = await t.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  return (await res.json()) as OpenApiDocument;
}

/** The operations of the running app's own document. */
export async function apiOperations(t: Pick<TestApp, 'request'>): Promise<ApiOperation[]> {
  return operationsOf(await servedDocument(t));
}

/** The request path under /api with the path parameters filled in (each value URL-encoded). */
export function fillPath(op: Pick<ApiOperation, 'path'>, values: Record<string, string | number>): string {
  return `/api${op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${op.path}`);
    return encodeURIComponent(String(value));
  })}`;
}

export const pathParameters = (op: ApiOperation) => op.parameters.filter((p) => p.in === 'path');
