import { Link, useNavigate } from '@tanstack/react-router';
import { Pencil, RotateCw, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { RagSource } from '#contract/rag';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RowHeader, Table, TableBody, TableHead, Td, Th, Tr } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { Tooltip } from '../../../components/ui/tooltip';
import { useFocusReturn } from '../../../components/ui/use-focus-return';
import { UsageLine } from '../../../components/usage-line';
import { ZonedTime } from '../../../components/ui/zoned-time';
import { useDeleteSource } from '../api/delete-source';
import { useReprocessSource } from '../api/reprocess-source';
import { sourceName, TYPE_LABELS } from '../source-labels';
import { SourceStatus } from './source-status';

export const SOURCES_CAPTION = 'AI sources';
/** The list's heading: focus goes there when a deleted source's row (and its buttons) goes away. */
export const SOURCES_HEADING_ID = 'sources-heading';

/**
 * The sources with their type and processing status; edit a Q&A or a text (an article in the help center),
 * reprocess a failed one, delete any but an article's.
 */
export function SourcesTable({ sources, timeZone, onEdit }: { sources: RagSource[]; timeZone: string; onEdit: (uuid: string) => void }) {
  const remove = useDeleteSource();
  const reprocess = useReprocessSource();
  const toast = useToast();
  const [deleting, setDeleting] = useState<RagSource | null>(null);
  const focus = useFocusReturn();
  const navigate = useNavigate();

  const confirmDelete = (source: RagSource) =>
    remove.mutate(source, {
      onSuccess: () => toast.show({ title: `Deleted “${sourceName(source)}”`, description: 'Suggestions no longer use it.', tone: 'success' }),
      onError: (error) => toast.show({ title: `“${sourceName(source)}” was not deleted`, description: error.message, tone: 'error' }),
    });

  const retry = (source: RagSource) =>
    reprocess.mutate(source, {
      onSuccess: () => toast.show({ title: `Processing “${sourceName(source)}” again`, tone: 'success', duration: 3000 }),
      onError: (error) => toast.show({ title: `“${sourceName(source)}” was not queued`, description: error.message, tone: 'error' }),
    });

  return (
    <>
      <Table caption={SOURCES_CAPTION}>
        <TableHead>
          <Th>Source</Th>
          <Th className="w-24">Type</Th>
          <Th className="w-36">Status</Th>
          <Th className="hidden w-44 2xl:table-cell">Updated</Th>
          <Th className="w-px">
            <span className="sr-only">Actions</span>
          </Th>
        </TableHead>
        <TableBody>
          {sources.map((source) => {
            const name = sourceName(source);
            return (
              <Tr key={source.uuid}>
                <RowHeader className="align-top">
                  <SourceSummary source={source} />
                  {/* Replies that used its answer or passage (ai_source): what the team relies on, and what nobody used. */}
                  <UsageLine
                    className="mt-1"
                    count={source.used_count}
                    last={source.last_used_at && <ZonedTime iso={source.last_used_at} timeZone={timeZone} />}
                  />
                  {/* Below 2xl there is no room for an Updated column (the menus take 450 px from xl): the time goes under the source. */}
                  <span className="mt-1 block text-xs text-slate-500 2xl:hidden">
                    Updated <ZonedTime iso={source.updated} timeZone={timeZone} />
                  </span>
                </RowHeader>
                <Td className="align-top">
                  <Badge tone={source.type === 'question' ? 'indigo' : 'slate'}>{TYPE_LABELS[source.type]}</Badge>
                </Td>
                <Td className="align-top">
                  <SourceStatus source={source} />
                </Td>
                <Td className="hidden align-top whitespace-nowrap 2xl:table-cell">
                  <ZonedTime iso={source.updated} timeZone={timeZone} />
                </Td>
                <Td className="align-top">
                  <div className="flex justify-end gap-1">
                    {source.type !== 'article' && source.status !== 'deleting' && (
                      <RowAction icon={Pencil} text="Edit" label={`Edit “${name}”`} onClick={() => onEdit(source.uuid)} />
                    )}
                    {/* An article's source follows the article: it is edited in the help center. */}
                    {source.type === 'article' && source.article_id !== null && source.status !== 'deleting' && (
                      <RowAction
                        icon={Pencil}
                        text="Edit"
                        label={`Edit the help article “${name}”`}
                        onClick={() => void navigate({ to: '/settings/help-center', search: { edit: source.article_id! } })}
                      />
                    )}
                    {source.status === 'failed' && (
                      <RowAction
                        icon={RotateCw}
                        text="Reprocess"
                        label={`Reprocess “${name}”`}
                        disabled={reprocess.isPending && reprocess.variables?.uuid === source.uuid}
                        onClick={() => retry(source)}
                      />
                    )}
                    {/* An article's source follows the article: it goes when the article is unpublished. */}
                    {source.status !== 'deleting' && source.article_id === null && (
                      <RowAction
                        icon={Trash2}
                        text="Delete"
                        label={`Delete “${name}”`}
                        onClick={() => {
                          focus.remember();
                          setDeleting(source);
                        }}
                      />
                    )}
                  </div>
                </Td>
              </Tr>
            );
          })}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (open) return;
          setDeleting(null);
          focus.restore();
        }}
        title={`Delete “${deleting ? sourceName(deleting) : ''}”?`}
        description="Suggested answers stop using it at once, and it is removed for good. This cannot be undone."
        confirmLabel="Delete source"
        destructive
        onConfirm={() => {
          if (!deleting) return;
          confirmDelete(deleting);
          focus.restore(document.getElementById(SOURCES_HEADING_ID));
        }}
      />
    </>
  );
}

/** A row's button: its word beside the icon on wide windows, in a tooltip on narrow ones. */
function RowAction({
  icon: Icon,
  text,
  label,
  onClick,
  disabled,
}: {
  icon: LucideIcon;
  text: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip content={text} className="xl:hidden">
      <Button size="sm" variant="ghost" aria-label={label} onClick={onClick} disabled={disabled}>
        <Icon aria-hidden="true" className="size-4" />
        <span className="hidden xl:inline">{text}</span>
      </Button>
    </Tooltip>
  );
}

/** What a source holds, in a line or three: the questions and answer, the text's title, the conversation. */
function SourceSummary({ source }: { source: RagSource }) {
  const more = (source.questions?.length ?? 0) - 1;
  return (
    <span className="block min-w-0">
      <span className="block font-medium break-words text-slate-900">{sourceName(source)}</span>
      {more > 0 && (
        <span className="block text-xs text-slate-500">
          and {more} more {more === 1 ? 'variant' : 'variants'}
        </span>
      )}
      {(source.type === 'text' || source.type === 'article') && (
        <span className="block text-xs text-slate-500">
          {source.type === 'article' && 'Published help article · '}
          {(source.content_length ?? 0).toLocaleString()} characters
          {source.status === 'ready' && source.passages !== null && `, ${source.passages} ${source.passages === 1 ? 'passage' : 'passages'}`}
        </span>
      )}
      {source.type === 'conversation' && source.conversation_id !== null && (
        <Link
          to="/inbox/$conversationId"
          params={{ conversationId: String(source.conversation_id) }}
          className="block text-xs font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          From conversation #{source.conversation_id}
        </Link>
      )}
      {source.answer && <span className="mt-1 line-clamp-2 text-sm whitespace-pre-line text-slate-600">{source.answer}</span>}
    </span>
  );
}
