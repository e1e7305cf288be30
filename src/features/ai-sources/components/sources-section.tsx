import { Bot, LoaderCircle } from 'lucide-react';
import { useDeferredValue } from 'react';
import { RAG_SOURCE_STATUSES, RAG_SOURCE_TYPES, type RagSourceStatus, type RagSourceType } from '#contract/rag';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/state-panel';
import type { SourceFilters } from '../api/ai-source-keys';
import { isSettling, useSources } from '../api/list-sources';
import { STATUS_LABELS, TYPE_LABELS } from '../source-labels';
import { FilterSelect } from './filter-select';
import { SourcesSearchField } from './sources-search-field';
import { SOURCES_HEADING_ID, SourcesTable } from './sources-table';

/** The sources, filtered by words, type and status (kept in the URL), a page at a time, refreshing while any settles. */
export function SourcesSection({
  filters,
  onFilters,
  onFind,
  onEdit,
  timeZone,
}: {
  filters: SourceFilters;
  onFilters: (filters: SourceFilters) => void;
  /** Words typed in Find: only the search changes (the other filters as they are by then). */
  onFind: (search: string | undefined) => void;
  onEdit: (uuid: string) => void;
  timeZone: string;
}) {
  // The rows of the previous words stay while those of the new ones load (no loading page at each pause in typing).
  const search = useDeferredValue(filters.search);
  const { search: _typed, ...chosen } = filters;
  const shown: SourceFilters = search ? { ...chosen, search } : chosen;
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useSources(shown);
  const sources = data.pages.flatMap((page) => page.data);
  const settling = sources.filter(isSettling).length;
  const filtered = shown.type !== undefined || shown.status !== undefined || shown.search !== undefined;

  return (
    <section aria-labelledby={SOURCES_HEADING_ID}>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={SOURCES_HEADING_ID} tabIndex={-1} className="text-sm font-semibold text-slate-900 focus:outline-none">
            Sources
            <span className="font-normal text-slate-500">
              {' '}
              ({sources.length}
              {hasNextPage ? '+' : ''})
            </span>
          </h2>
          {/* Announced when the count changes: the rows change by themselves while the job works. */}
          <p role="status" className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-500">
            {settling > 0 && (
              <>
                <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin text-indigo-600" />
                {settling === 1 ? '1 source is' : `${settling} sources are`} being processed; this list updates by itself.
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <SourcesSearchField search={filters.search} onSearch={onFind} />
          <FilterSelect
            id="source-type"
            label="Type"
            value={filters.type}
            options={RAG_SOURCE_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
            onChange={(type) => onFilters({ ...filters, type: type as RagSourceType | undefined })}
          />
          <FilterSelect
            id="source-status"
            label="Status"
            value={filters.status}
            options={RAG_SOURCE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
            onChange={(status) => onFilters({ ...filters, status: status as RagSourceStatus | undefined })}
          />
        </div>
      </div>

      {sources.length === 0 ? (
        filtered ? (
          <EmptyState icon={<Bot aria-hidden="true" className="size-5" />} title="No source matches these filters">
            <Button size="sm" className="mt-2" onClick={() => onFilters({})}>
              Show all sources
            </Button>
          </EmptyState>
        ) : (
          <EmptyState icon={<Bot aria-hidden="true" className="size-5" />} title="No sources yet">
            Add a Q&A (a question, its variants and the answer) or a help text: suggested answers in the reply box draw on them.
          </EmptyState>
        )
      ) : (
        <SourcesTable sources={sources} timeZone={timeZone} onEdit={onEdit} />
      )}

      {hasNextPage && (
        <div className="mt-3 flex justify-center">
          <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Show more sources'}
          </Button>
        </div>
      )}
    </section>
  );
}
