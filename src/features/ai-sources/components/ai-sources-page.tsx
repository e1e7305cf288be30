import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useFocusReturn } from '../../../components/ui/use-focus-return';
import { sessionQueryOptions } from '../../session/api/session';
import { SettingsPageFrame } from '../../settings/settings-page';
import { aiSourceKeys } from '../api/ai-source-keys';
import { NEW_QUESTION, NEW_TEXT, toFilters, type AiSourcesSearch } from '../ai-sources-search';
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
  // The tried question, when a new Q&A is started from its results (not kept in the address).
  const [prefill, setPrefill] = useState<string | undefined>(undefined);
  const open = (edit: NonNullable<AiSourcesSearch['edit']>, question?: string) => {
    focus.remember();
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
          <Button onClick={() => open(NEW_TEXT)}>
            <FileText aria-hidden="true" className="size-4" />
            Add text
          </Button>
          <Button variant="primary" onClick={() => open(NEW_QUESTION)}>
            <Plus aria-hidden="true" className="size-4" />
            New Q&A
          </Button>
        </div>
      }
    >
      <AiSourcesContent search={search} onSearch={onSearch} onOpen={open} />
      {search.edit === NEW_TEXT ? (
        <TextSourceEditor onClose={close} />
      ) : search.edit ? (
        <QuestionEditor
          key={search.edit}
          uuid={search.edit === NEW_QUESTION ? null : search.edit}
          initialQuestion={search.edit === NEW_QUESTION ? prefill : undefined}
          onClose={close}
        />
      ) : null}
    </SettingsPageFrame>
  );
}

function AiSourcesContent({
  search,
  onSearch,
  onOpen,
}: {
  search: AiSourcesSearch;
  onSearch: (change: Partial<AiSourcesSearch>, opts?: { replace?: boolean }) => void;
  onOpen: (edit: NonNullable<AiSourcesSearch['edit']>, question?: string) => void;
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
        onCreateWith={(question) => onOpen(NEW_QUESTION, question)}
      />
      <ProposalsSection timeZone={session.organization.timezone} onEdit={(uuid) => onOpen(uuid)} />
      <SourcesSection
        filters={toFilters(search)}
        onFilters={({ type, status }) => onSearch({ type, status })}
        onEdit={(uuid) => onOpen(uuid)}
        timeZone={session.organization.timezone}
      />
    </div>
  );
}
