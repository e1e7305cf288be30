import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { FileText, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useFocusReturn } from '../../../components/ui/use-focus-return';
import { sessionQueryOptions } from '../../session/api/session';
import { SettingsPageFrame } from '../../settings/settings-page';
import { aiSourceKeys } from '../api/ai-source-keys';
import { EDITOR_STALE_MS, sourceQueryOptions } from '../api/get-source';
import { NEW_QUESTION, NEW_TEXT, toFilters, type AiSourcesSearch } from '../ai-sources-search';
import { emptyQuestion } from '../question-form';
import { ProposalsSection } from './proposals-section';
import { QuestionEditor } from './question-editor';
import { SourcesSection } from './sources-section';
import { TextSourceEditor } from './text-source-editor';
import { askedQuestion, TryQuestion } from './try-question';

/**
 * Settings › AI answers: try a question against the store, the sources below, and their editors in a drawer.
 * The tried question, the filters and the open editor live in the address.
 */
export function AiSourcesPage({
  search,
  onSearch,
}: {
  search: AiSourcesSearch;
  onSearch: (change: Partial<AiSourcesSearch>, opts?: { replace?: boolean }) => void;
}) {
  const focus = useFocusReturn();
  const queryClient = useQueryClient();
  // The tried question, when a new Q&A is started from its results (not kept in the address).
  const [prefill, setPrefill] = useState<string | undefined>(undefined);
  // The latest click: an editor asked for earlier, whose source is still being read, does not open over it.
  const latest = useRef(0);
  const open = async (edit: NonNullable<AiSourcesSearch['edit']>, question?: string) => {
    const click = ++latest.current;
    focus.remember();
    // A stored source is read first: its type decides which editor opens (a failed read opens the Q&A editor, which says why).
    if (edit !== NEW_QUESTION && edit !== NEW_TEXT) await queryClient.prefetchQuery(sourceQueryOptions(edit));
    if (click !== latest.current) return;
    setPrefill(question);
    onSearch({ edit });
  };
  const close = () => {
    onSearch({ edit: undefined });
    focus.restore();
  };

  return (
    <SettingsPageFrame
      path="/settings/ai"
      actions={
        <div className="flex gap-2">
          <Button onClick={() => void open(NEW_TEXT)}>
            <FileText aria-hidden="true" className="size-4" />
            Add text
          </Button>
          <Button variant="primary" onClick={() => void open(NEW_QUESTION)}>
            <Plus aria-hidden="true" className="size-4" />
            New Q&A
          </Button>
        </div>
      }
    >
      <AiSourcesContent search={search} onSearch={onSearch} onOpen={open} />
      {search.edit === NEW_TEXT ? (
        <TextSourceEditor onClose={close} />
      ) : search.edit === NEW_QUESTION ? (
        <QuestionEditor uuid={null} initial={emptyQuestion(prefill)} onClose={close} />
      ) : search.edit ? (
        <StoredSourceEditor key={search.edit} uuid={search.edit} onClose={close} />
      ) : null}
    </SettingsPageFrame>
  );
}

/**
 * A stored source in the editor of its type: a help text's, or the Q&A editor, which also loads a source not read
 * yet (an address opened as is) and says why a conversation's or an article's source is not edited here.
 */
function StoredSourceEditor({ uuid, onClose }: { uuid: string; onClose: () => void }) {
  const stored = useQuery({ ...sourceQueryOptions(uuid), staleTime: EDITOR_STALE_MS, refetchOnWindowFocus: false });
  if (stored.data?.type === 'text' && stored.data.status !== 'deleting') return <TextSourceEditor stored={stored.data} onClose={onClose} />;
  return <QuestionEditor uuid={uuid} onClose={onClose} />;
}

function AiSourcesContent({
  search,
  onSearch,
  onOpen,
}: {
  search: AiSourcesSearch;
  onSearch: (change: Partial<AiSourcesSearch>, opts?: { replace?: boolean }) => void;
  onOpen: (edit: NonNullable<AiSourcesSearch['edit']>, question?: string) => Promise<void>;
}) {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const queryClient = useQueryClient();
  return (
    <div className="space-y-8">
      <TryQuestion
        q={search.q}
        onTry={(q) => {
          // The same question again: ask again (the store may have changed), the address stays.
          if (q === search.q) void queryClient.invalidateQueries({ queryKey: aiSourceKeys.search(askedQuestion(q)) });
          else onSearch({ q });
        }}
        onCreateWith={(question) => void onOpen(NEW_QUESTION, question)}
      />
      <ProposalsSection
        timeZone={session.organization.timezone}
        decided={search.proposals}
        onDecided={(proposals) => onSearch({ proposals })}
        onEdit={(uuid) => void onOpen(uuid)}
      />
      <SourcesSection
        filters={toFilters(search)}
        onFilters={({ type, status, search }) => onSearch({ type, status, search })}
        // Each pause in typing is no step of Back.
        onFind={(search) => onSearch({ search }, { replace: true })}
        onEdit={(uuid) => void onOpen(uuid)}
        timeZone={session.organization.timezone}
      />
    </div>
  );
}
