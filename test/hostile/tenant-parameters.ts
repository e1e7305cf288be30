import type { ApiOperation } from '../support/openapi-operations.ts';
import { pathParameters } from '../support/openapi-operations.ts';
import type { Tenant } from './seed-tenant.ts';

// What every path parameter of the API names, as a tenant's real values and a value that never exists. A path
// parameter is known by the segment before it and its name (`conversations/{id}`, `attachments/{attachment_id}`),
// since `{id}` alone names a different resource on every route. A parameter this map does not know fails the
// suite: a new route's ids must be probed too.

type Value = string | number;

export const MISSING_ID = 999_999_999_999;
export const MISSING_UUID = '00000000-0000-4000-8000-000000000000';
export const MISSING_INVOICE = 'in_00000000000000000000';

interface ParameterValues {
  /** The tenant's real values of this parameter (each one is probed). */
  of: (x: Tenant) => Value[];
  missing: Value;
}

const ids = (of: (x: Tenant) => Value[]): ParameterValues => ({ of, missing: MISSING_ID });

export const PATH_PARAMETERS: Record<string, ParameterValues> = {
  'invites/{id}': ids((x) => [x.inviteId]),
  'agents/{id}': ids((x) => [x.agent.id, x.org.owner.id]),
  'suppressed/{id}': ids((x) => [x.suppressionId]),
  'contacts/{id}': ids((x) => [x.contactId]),
  'bulk/{id}': ids((x) => [x.bulkOperationId]),
  'conversations/{id}': ids((x) => [x.conversationId, x.composedId]),
  'attachments/{attachment_id}': ids((x) => [x.attachmentId, x.composedAttachmentId]),
  'messages/{message_id}': ids((x) => [x.scheduledMessageId, x.inboundMessageId]),
  'questions/{uuid}': { of: (x) => [x.rag.question, x.rag.text], missing: MISSING_UUID },
  'text/{uuid}': { of: (x) => [x.rag.text, x.rag.question], missing: MISSING_UUID },
  'sources/{uuid}': { of: (x) => [x.rag.question, x.rag.conversation, x.rag.failed], missing: MISSING_UUID },
  'proposals/{id}': ids((x) => [x.proposalId]),
  'categories/{id}': ids((x) => [x.categoryId, x.childCategoryId]),
  // Help center categories: another resource under the same last segment, told apart by the one before.
  'knowledge/categories/{id}': ids((x) => [x.knowledgeCategoryId]),
  'articles/{id}': ids((x) => [x.articleId]),
  'images/{id}': ids((x) => [x.knowledgeImageId]),
  'sla-policies/{id}': ids((x) => [x.slaPolicyId]),
  'rules/{id}': ids((x) => [x.ruleId]),
  'snippets/{id}': ids((x) => [x.snippetId]),
  'snippets/{snippet_id}': ids((x) => [x.snippetId]),
  'api-keys/{id}': ids((x) => [x.org.api_key_id, x.bareKey.id]),
  'presence/{conversation_id}': ids((x) => [x.conversationId]),
  'webhooks/{id}': ids((x) => [x.webhookId]),
  'channels/{id}': ids((x) => [x.channelId]),
  'deliveries/{deliveryId}': ids((x) => [x.deliveryId]),
  'invoices/{id}': { of: (x) => [x.invoiceId], missing: MISSING_INVOICE },
};

/** `conversations/{id}`: how PATH_PARAMETERS knows the parameter `name` of `path`. */
export function parameterKey(path: string, name: string): string {
  const segments = path.split('/');
  return `${segments[segments.indexOf(`{${name}}`) - 1]}/{${name}}`;
}

/** `knowledge/categories/{id}`: the longer key, for names whose last segment another resource shares. */
function longParameterKey(path: string, name: string): string {
  const segments = path.split('/');
  const at = segments.indexOf(`{${name}}`);
  return `${segments[at - 2]}/${segments[at - 1]}/{${name}}`;
}

export function parameterValues(op: ApiOperation, name: string): ParameterValues {
  const known = PATH_PARAMETERS[longParameterKey(op.path, name)] ?? PATH_PARAMETERS[parameterKey(op.path, name)];
  if (!known) throw new Error(`${op.name}: the path parameter {${name}} (${parameterKey(op.path, name)}) is not in PATH_PARAMETERS of tenant-parameters.ts`);
  return known;
}

/** One probe: path values with at least one of A's, and the same with each of A's replaced by a missing value. */
export interface PathProbe {
  values: Record<string, Value>;
  control: Record<string, Value>;
  /** The values of A in `values` and of the missing ones in `control`, to compare error texts without them. */
  masked: { probe: Value[]; control: Value[] };
}

/**
 * Every way to fill the path of `op` with A's values, B's own, or missing ones, where at least one is A's (B's own
 * parent with A's child is where a query that checks only the parent would leak).
 */
export function pathProbes(op: ApiOperation, a: Tenant, b: Tenant): PathProbe[] {
  type Choice = { value: Value; ofA: boolean; missing: Value };
  const choices: Choice[][] = pathParameters(op).map((p) => {
    const known = parameterValues(op, p.name);
    return [
      ...known.of(a).map((value) => ({ value, ofA: true, missing: known.missing })),
      { value: known.of(b)[0]!, ofA: false, missing: known.missing },
      { value: known.missing, ofA: false, missing: known.missing },
    ];
  });
  let combos: Choice[][] = [[]];
  for (const options of choices) combos = combos.flatMap((combo) => options.map((o) => [...combo, o]));
  const names = pathParameters(op).map((p) => p.name);
  return combos
    .filter((combo) => combo.some((c) => c.ofA))
    .map((combo) => ({
      values: Object.fromEntries(combo.map((c, i) => [names[i], c.value])),
      control: Object.fromEntries(combo.map((c, i) => [names[i], c.ofA ? c.missing : c.value])),
      masked: { probe: combo.filter((c) => c.ofA).map((c) => c.value), control: combo.filter((c) => c.ofA).map((c) => c.missing) },
    }));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Answer {
  status: number;
  /** JSON as text with the masked values (whole words) written `<id>`; other content as its type. */
  body: string;
  /** The text as received, to look for another tenant's traces in. */
  raw: string;
}

/** The answer as compared: its status and its text without the ids that were asked for. */
export async function comparableAnswer(res: Response, masked: Value[]): Promise<Answer> {
  const type = res.headers.get('content-type') ?? '';
  const raw = await res.text();
  if (!type.includes('json')) return { status: res.status, body: `<${type}>`, raw };
  let body = raw;
  for (const value of masked) body = body.replace(new RegExp(`(?<![\\w-])${escapeRegExp(String(value))}(?![\\w-])`, 'g'), '<id>');
  return { status: res.status, body, raw };
}

/** What of A may never appear in another tenant's answers: its marker word, uuids, invoice id and key. */
export function tracesOf(a: Tenant): string[] {
  return [a.marker, ...Object.values(a.rag), a.invoiceId, a.org.api_key, a.bareKey.key].map((s) => s.toLowerCase());
}

export function leaksIn(text: string, traces: string[]): string[] {
  const lower = text.toLowerCase();
  return traces.filter((trace) => lower.includes(trace));
}
