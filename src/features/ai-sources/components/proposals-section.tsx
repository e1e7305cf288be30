import { Link } from '@tanstack/react-router';
import { Check, MessageSquarePlus, Pencil, X } from 'lucide-react';
import { useState } from 'react';
import type { RagProposal } from '#contract/rag-proposals';
import { RowActionsTable, type RowAction, type TableColumn } from '../../../components/row-actions-table';
import { Button } from '../../../components/ui/button';
import { ZonedTime } from '../../../components/ui/zoned-time';
import { useAcceptProposal } from '../api/accept-proposal';
import { useDismissProposal } from '../api/dismiss-proposal';
import { useProposals } from '../api/list-proposals';
import type { DecidedProposalStatus } from '../ai-sources-search';
import { acceptedToast, EditProposalDialog } from './edit-proposal-dialog';
import { FilterSelect } from './filter-select';

/** The section's heading: focus goes there when a decided proposal's row (and its buttons) goes away. */
export const PROPOSALS_HEADING_ID = 'proposals-heading';

const ORIGIN_WORDS: Record<RagProposal['origin'], string> = {
  suggested: 'used the suggested answer',
  searched: 'found this answer in search instead',
};

const DECIDED_LABELS: Record<DecidedProposalStatus, string> = { dismissed: 'Dismissed', accepted: 'Accepted' };

const EMPTY: Record<RagProposal['status'], { title: string; body: string }> = {
  pending: { title: 'No questions to review', body: 'Customers’ questions that agents answered with an AI answer show up here.' },
  dismissed: { title: 'No dismissed questions', body: 'Questions set aside show up here, and can still be accepted.' },
  accepted: { title: 'No accepted questions yet', body: 'Questions added to a Q&A show up here.' },
};

/**
 * Learning from agents: the customers' questions whose answer an agent's reply took from a Q&A, each offered as a
 * new wording of that Q&A. One click adds it (the Q&A is processed again) or sets it aside; nothing changes a
 * source before that. Those set aside can be shown and accepted after all (a dismissal by mistake is not final);
 * those accepted are shown for the record.
 */
export function ProposalsSection({
  timeZone,
  decided,
  onDecided,
  onEdit,
}: {
  timeZone: string;
  /** The decided ones shown instead of those to review. */
  decided: DecidedProposalStatus | undefined;
  onDecided: (status: DecidedProposalStatus | undefined) => void;
  onEdit: (uuid: string) => void;
}) {
  const status = decided ?? 'pending';
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useProposals(status);
  const accept = useAcceptProposal();
  const dismiss = useDismissProposal();
  const proposals = data.pages.flatMap((page) => page.data);
  const [editing, setEditing] = useState<RagProposal | null>(null);

  // A dismissed question can still be accepted, as proposed or edited first; an accepted one is the Q&A's now.
  const acceptActions = (p: RagProposal): RowAction[] => [
    {
      label: 'Accept',
      name: `Accept “${p.question}” as a question of “${p.source.question}”`,
      icon: Check,
      change: {
        run: () => accept.mutateAsync({ proposal: p }),
        done: acceptedToast(p),
        failed: 'The question was not added',
        focusAfter: PROPOSALS_HEADING_ID,
      },
    },
    {
      // What personal-data rules cannot know (an order number, a company's name): taken out before the wording joins the Q&A.
      label: 'Edit…',
      name: `Edit “${p.question}” before accepting it`,
      icon: Pencil,
      onSelect: () => setEditing(p),
    },
  ];
  const dismissAction = (p: RagProposal): RowAction => ({
    label: 'Dismiss',
    name: `Dismiss “${p.question}”`,
    icon: X,
    change: {
      run: () => dismiss.mutateAsync(p),
      done: { title: 'Question dismissed', description: `“${p.source.question}” stays as it is. Dismissed questions can still be accepted.` },
      failed: 'The question was not dismissed',
      focusAfter: PROPOSALS_HEADING_ID,
    },
  });

  const columns: TableColumn<RagProposal>[] = [
    {
      header: 'Customer question',
      cellClassName: 'align-top',
      cell: (p) => (
        <span className="block min-w-0">
          <q className="block font-medium break-words text-slate-900">{p.question}</q>
          {p.occurrences > 1 && <span className="block text-xs text-slate-500">Asked {p.occurrences} times</span>}
        </span>
      ),
    },
    {
      header: 'For the Q&A',
      cellClassName: 'align-top',
      cell: (p) => (
        <button
          type="button"
          onClick={() => onEdit(p.source.uuid)}
          aria-label={`Open the Q&A “${p.source.question}”`}
          className="text-left text-sm break-words text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {p.source.question}
        </button>
      ),
    },
    {
      header: 'From',
      cellClassName: 'align-top text-sm text-slate-600',
      cell: (p) => (
        <span className="block min-w-0">
          {p.conversation ? (
            <Link
              to="/inbox/$conversationId"
              params={{ conversationId: String(p.conversation.id) }}
              className="block font-medium break-words text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              #{p.conversation.id} {p.conversation.subject || '(no subject)'}
            </Link>
          ) : (
            <span className="block">A deleted conversation</span>
          )}
          <span className="block text-xs">
            {p.agent?.name ?? 'An agent'} {ORIGIN_WORDS[p.origin]}, <ZonedTime iso={p.last_proposed} timeZone={timeZone} />
          </span>
          {p.status !== 'pending' && p.decided_at && (
            <span className="block text-xs">
              {DECIDED_LABELS[p.status]} <ZonedTime iso={p.decided_at} timeZone={timeZone} />
            </span>
          )}
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby={PROPOSALS_HEADING_ID}>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={PROPOSALS_HEADING_ID} tabIndex={-1} className="text-sm font-semibold text-slate-900 focus:outline-none">
            Questions from replies
            <span className="font-normal text-slate-500">
              {' '}
              ({proposals.length}
              {hasNextPage ? '+' : ''}
              {decided ? ` ${decided}` : ''})
            </span>
          </h2>
          <p className="mt-0.5 text-xs text-slate-600">
            When an agent replies with an AI answer, the customer’s question is offered here as a new wording of that Q&A. Accept it, and
            suggestions find that answer for questions asked that way. The customer’s name, email addresses and long numbers are taken out
            (███).
          </p>
        </div>
        <FilterSelect
          id="proposal-status"
          label="Show"
          allLabel="To review"
          value={decided}
          options={Object.entries(DECIDED_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(value) => onDecided(value as DecidedProposalStatus | undefined)}
        />
      </div>
      <RowActionsTable
        caption="Questions from replies"
        rows={proposals}
        columns={columns}
        actionsClassName="w-64"
        // Accepted: for the record, nothing left to do (the question is the Q&A's, removed in its editor).
        actions={status === 'accepted' ? undefined : (p) => [...acceptActions(p), ...(p.status === 'pending' ? [dismissAction(p)] : [])]}
        empty={{ icon: MessageSquarePlus, ...EMPTY[status] }}
      />
      <EditProposalDialog
        proposal={editing}
        onClose={() => setEditing(null)}
        // Its row (and the button that opened the dialog) is gone: the focus goes to the section, as after Accept.
        onAccepted={() => requestAnimationFrame(() => document.getElementById(PROPOSALS_HEADING_ID)?.focus())}
      />
      {hasNextPage && (
        <div className="mt-3 flex justify-center">
          <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Show more questions'}
          </Button>
        </div>
      )}
    </section>
  );
}
