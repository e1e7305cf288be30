import type { ConversationOrder, ConversationStatus } from '#contract/conversations';
import type { RagSourceStatus, RagSourceType } from '#contract/rag';
import type { CSRF_HEADER as ContractCsrfHeader } from '#contract/session';
import type { RAG_LIMITS as ContractRagLimits } from '#contract/rag';
import type { SORT_WAYS as ContractSortWays, SUPPRESSION_ORDERS as ContractSuppressionOrders } from '#contract/suppressions';
import type { BULK_MAX_IDS as ContractBulkMaxIds, TAG_MAX_LENGTH as ContractTagMaxLength } from '#contract/conversations';
import type { REPORT_MAX_DAYS as ContractReportMaxDays, VOLUME_GROUPS as ContractVolumeGroups, VOLUME_INTERVALS as ContractVolumeIntervals } from '#contract/reports';

// Copies of contract constants that the first screen needs. A contract module also builds its zod schemas when it
// is imported, so importing one of its constants would bring zod into the first chunk (the dashboard loads zod and
// the schemas on demand). Each copy is pinned to the contract by its type (a change there fails the type check) and
// by contract-constants.test.ts. Once contract/ keeps such constants in modules without schemas, import them there.

/** Every member of the union `U` is in the list `L` (with `satisfies readonly U[]`: exactly the members of `U`). */
type Exhaustive<U, L extends readonly unknown[]> = [Exclude<U, L[number]>] extends [never] ? L : never;

export const CSRF_HEADER: typeof ContractCsrfHeader = 'X-Inbox-Request';

const conversationOrders = ['priority', 'oldest', 'newest', 'longest', 'due'] as const satisfies readonly ConversationOrder[];
export const CONVERSATION_ORDERS: Exhaustive<ConversationOrder, typeof conversationOrders> = conversationOrders;

const conversationStatuses = ['opened', 'closed', 'spam', 'snoozed'] as const satisfies readonly ConversationStatus[];
export const CONVERSATION_STATUSES: Exhaustive<ConversationStatus, typeof conversationStatuses> = conversationStatuses;

export const BULK_MAX_IDS: typeof ContractBulkMaxIds = 500;

const ragSourceTypes = ['question', 'text', 'conversation', 'article'] as const satisfies readonly RagSourceType[];
export const RAG_SOURCE_TYPES: Exhaustive<RagSourceType, typeof ragSourceTypes> = ragSourceTypes;

const ragSourceStatuses = ['queued', 'processing', 'ready', 'failed', 'deleting'] as const satisfies readonly RagSourceStatus[];
export const RAG_SOURCE_STATUSES: Exhaustive<RagSourceStatus, typeof ragSourceStatuses> = ragSourceStatuses;

/** The longest question tried on the AI answers page (contract: RAG_LIMITS.queryLength). */
export const RAG_QUERY_MAX_LENGTH: (typeof ContractRagLimits)['queryLength'] = 1000;

/** The longest search of the AI sources list (contract: RAG_LIMITS.listSearchLength). */
export const RAG_LIST_SEARCH_MAX_LENGTH: (typeof ContractRagLimits)['listSearchLength'] = 200;

/** A uuid as the contract's PathUuidSchema accepts it (contract/rag.ts); the value is then lower-cased. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SuppressionOrder = (typeof ContractSuppressionOrders)[number];
const suppressionOrders = ['contact', 'blocked', 'created'] as const satisfies readonly SuppressionOrder[];
export const SUPPRESSION_ORDERS: Exhaustive<SuppressionOrder, typeof suppressionOrders> = suppressionOrders;

type SortWay = (typeof ContractSortWays)[number];
const sortWays = ['asc', 'desc'] as const satisfies readonly SortWay[];
export const SORT_WAYS: Exhaustive<SortWay, typeof sortWays> = sortWays;


export const TAG_MAX_LENGTH: typeof ContractTagMaxLength = 50;

/** The reports page's address names these (its validateSearch is in the route tree, so in the first chunk). */
export const REPORT_MAX_DAYS: typeof ContractReportMaxDays = 366;

export type VolumeInterval = (typeof ContractVolumeIntervals)[number];
const volumeIntervals = ['day', 'week'] as const satisfies readonly VolumeInterval[];
export const VOLUME_INTERVALS: Exhaustive<VolumeInterval, typeof volumeIntervals> = volumeIntervals;

export type VolumeGroup = (typeof ContractVolumeGroups)[number];
const volumeGroups = ['none', 'channel', 'tag', 'agent'] as const satisfies readonly VolumeGroup[];
export const VOLUME_GROUPS: Exhaustive<VolumeGroup, typeof volumeGroups> = volumeGroups;
