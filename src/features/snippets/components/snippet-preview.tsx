import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { Eye } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Snippet } from '#contract/snippets';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAgents } from '../../agents/api/get-agents';
import { snippetPreviewQueryOptions } from '../../conversations/api/apply-snippet';
import { conversationQueryOptions } from '../../conversations/api/get-conversation';
import { sessionQueryOptions } from '../../session/api/session';
import { useLatestConversation } from '../api/get-latest-conversation';
import { textField, type ActionLike } from '../action-words';
import { previewSteps, templateValuesOf, type PreviewStep } from '../preview-model';

/**
 * What the snippet does to a sample conversation (the most recent one, or another by its number). A saved,
 * unchanged snippet is previewed by the server (`?preview=true` of apply: exactly what applying would do);
 * while it has unsaved changes, the variables are filled here, from the same list and with the same function.
 */
export function SnippetPreview({ saved, actions, changed }: { saved: Snippet | undefined; actions: readonly ActionLike[]; changed: boolean }) {
  const id = useId();
  const [sampleId, setSampleId] = useState<number | undefined>();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const latest = useLatestConversation(sampleId === undefined);
  const chosen = useQuery({ ...conversationQueryOptions(sampleId ?? 0), enabled: sampleId !== undefined, retry: false });
  const sample = sampleId === undefined ? latest : chosen;
  const conversation = sample.data ?? undefined;

  const choose = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // inside the snippet form: this is not a save
    const number = Number(typed.trim().replace(/^#/, ''));
    if (!Number.isInteger(number) || number <= 0) return setTypedError('Enter a conversation number, such as #42.');
    setTypedError(undefined);
    setSampleId(number);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-slate-50/60 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
          <Eye aria-hidden="true" className="size-4 text-slate-500" /> Preview
        </h3>
        <form onSubmit={choose} noValidate className="flex items-center gap-1.5" aria-label="Preview with another conversation">
          <label htmlFor={`${id}-sample`} className="text-xs text-slate-600">
            Conversation
          </label>
          <Input
            id={`${id}-sample`}
            value={typed}
            placeholder={conversation ? `#${conversation.id}` : '#42'}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={typedError ? true : undefined}
            aria-describedby={typedError ? `${id}-sample-error` : undefined}
            className="h-8 w-24 py-1"
            autoComplete="off"
          />
          <Button type="submit" size="sm">
            Use
          </Button>
          {sampleId !== undefined && (
            <Button size="sm" variant="ghost" onClick={() => {
                setSampleId(undefined);
                setTyped('');
              }}>
              Most recent
            </Button>
          )}
        </form>
      </div>
      {typedError && (
        <p id={`${id}-sample-error`} className="mt-1 text-right text-xs font-medium text-red-700">
          {typedError}
        </p>
      )}
      {sample.isPending ? (
        <PreviewSkeleton />
      ) : sample.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {sampleId !== undefined ? `No conversation #${sampleId} to preview with.` : `Could not load a conversation: ${sample.error.message}`}
        </p>
      ) : !conversation ? (
        <p className="mt-3 text-sm text-slate-600">There is no conversation yet to preview the snippet with.</p>
      ) : (
        <>
          <p className="mt-2 text-xs text-slate-600">
            For <span className="font-medium text-slate-800">#{conversation.id}</span> {conversation.subject ? `"${conversation.subject}"` : ''}, from{' '}
            {conversation.contact.name || conversation.contact.email}.{' '}
            {saved && !changed ? 'As the server will apply it.' : 'Unsaved changes: filled here, as the server will once saved.'}
          </p>
          {saved && !changed ? (
            <ServerPreview conversationId={conversation.id} snippet={saved} />
          ) : (
            <LocalPreview conversation={conversation} actions={actions} />
          )}
        </>
      )}
    </section>
  );
}

function LocalPreview({ conversation, actions }: { conversation: Parameters<typeof templateValuesOf>[0]; actions: readonly ActionLike[] }) {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const agents = useAgents();
  const agentName = (agentId: number) => agents.data?.find((a) => a.id === agentId)?.name;
  return <Steps steps={previewSteps(actions, templateValuesOf(conversation, session), agentName)} />;
}

function ServerPreview({ conversationId, snippet }: { conversationId: number; snippet: Snippet }) {
  const preview = useQuery(snippetPreviewQueryOptions(conversationId, snippet));
  if (preview.isPending) return <PreviewSkeleton />;
  if (preview.isError) {
    return (
      <p role="alert" className="mt-3 text-sm text-red-700">
        The server cannot apply it to this conversation: {preview.error.message}
      </p>
    );
  }
  const steps: PreviewStep[] = preview.data.actions.map((a) => ({
    name: a.name,
    description: a.name === 'reply' ? 'Reply' : a.name === 'note' ? 'Add a note' : a.description,
    ...(a.name === 'reply' ? { html: textField(a.data, 'content') } : {}),
    ...(a.name === 'note' ? { text: textField(a.data, 'body') } : {}),
  }));
  return <Steps steps={steps} />;
}

function Steps({ steps }: { steps: PreviewStep[] }) {
  return (
    <ol aria-label="What the snippet does" className="mt-3 space-y-2">
      {steps.map((step, index) => (
        <li key={index} className="rounded-md border border-slate-200 bg-white p-2.5">
          <p className="text-xs font-medium text-slate-600">
            {index + 1}. {step.description}
          </p>
          {step.html !== undefined && (
            <div
              className="mt-1.5 text-sm leading-relaxed text-slate-900 [&_a]:text-indigo-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-6"
              // The agent's own reply, sanitized all the same: the customer's values in it are escaped already.
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(step.html || '<p><em>(empty)</em></p>') }}
            />
          )}
          {step.text !== undefined && <p className="mt-1.5 text-sm whitespace-pre-wrap text-amber-900">{step.text || '(empty)'}</p>}
        </li>
      ))}
    </ol>
  );
}

function PreviewSkeleton() {
  return (
    <div className="mt-3 space-y-2" aria-busy="true" aria-label="Loading the preview">
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
