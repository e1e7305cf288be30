import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { RagProposalPage, RagProposalStatus } from '#contract/rag-proposals';
import type { Db } from '../../../db/client.ts';
import { ragProposals } from '../../../db/schema.ts';
import { appSecret } from '../../app-secrets.ts';
import { decodeCursor, encodeCursor, type CursorScope } from '../../conversations/cursor.ts';
import { InputError } from '../../errors.ts';
import { selectProposals, toRagProposal } from './proposal-view.ts';

// Pending first (what awaits a decision), then the decided ones; newest first within each. Keyset pages over
// (rank, id) with the signed cursors of the other lists, bound to the organization and the status filter.

const SECRET_NAME = 'rag-proposal-cursor';

export interface ListProposalsInput {
  status?: RagProposalStatus | undefined;
  limit: number;
  cursor?: string | undefined;
}

function scopeOf(organizationId: number, input: ListProposalsInput): CursorScope {
  return { organizationId, order: 'newest', search: `rag-proposals status:${input.status ?? '*'}` };
}

export async function listProposals(db: Db, organizationId: number, input: ListProposalsInput): Promise<RagProposalPage> {
  const scope = scopeOf(organizationId, input);
  const secret = await appSecret(db, SECRET_NAME);
  const position = input.cursor === undefined ? undefined : decodeCursor(secret, input.cursor, scope);
  if (input.cursor !== undefined && (!position || (position.key !== 0 && position.key !== 1))) {
    throw new InputError('cursor is invalid: use the cursor of the previous page, with the same status');
  }
  const rank = sql`(case when ${ragProposals.status} = 'pending' then 0 else 1 end)`;
  const filters: SQL[] = [];
  if (input.status) filters.push(eq(ragProposals.status, input.status));
  if (position) filters.push(sql`(${rank} > ${position.key} or (${rank} = ${position.key} and ${ragProposals.id} < ${position.id}))`);
  const rows = await selectProposals(db, organizationId, filters.length ? sql.join(filters, sql` and `) : undefined)
    .orderBy(rank, desc(ragProposals.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  const cursor = rows.length > input.limit && last ? encodeCursor(secret, { key: last.rank, id: last.proposal.id }, scope) : null;
  return { data: page.map(toRagProposal), cursor };
}
