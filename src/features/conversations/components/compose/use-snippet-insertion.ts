import type { RefObject } from 'react';
import type { Snippet, SnippetSchema } from '#contract/snippets';
import type { z } from 'zod';
import { useToast } from '../../../../components/ui/toast';
import type { HtmlEditorHandle } from '../editor/html-editor';
import type { QueuedAction } from './queued-actions';
import type { MessageComposer } from './use-message-composer';

type SnippetAction = z.infer<typeof SnippetSchema>['actions'][number];
type Range = { from: number; to: number };

export interface SnippetInsertionOptions {
  editor: RefObject<HtmlEditorHandle | null>;
  composer: MessageComposer;
  /** The snippet's reply with its variables filled for this message (HTML). */
  fillReply: (snippet: Snippet, reply: SnippetAction) => Promise<string>;
  /** A snippet without a reply, applied at once (a conversation); without it, its actions are queued too. */
  applyNow?: (snippet: Snippet) => Promise<void>;
}

/**
 * Uses a snippet in a message being written: its reply, filled, goes where "/shortcut" was typed (or at the
 * caret), and its other actions wait for the send (`content.actions`, each with `snippet_id`, which counts the
 * use). A snippet without a reply is applied at once where that is possible.
 */
export function useSnippetInsertion({ editor, composer, fillReply, applyNow }: SnippetInsertionOptions) {
  const toast = useToast();
  return async (snippet: Snippet, range?: Range) => {
    const reply = snippet.actions.find((a) => a.name === 'reply');
    const rest: QueuedAction[] = snippet.actions
      .filter((a) => a !== reply)
      .map((a) => ({ name: a.name, data: a.data, snippet_id: snippet.id }));
    try {
      if (!reply && applyNow) {
        await applyNow(snippet);
        if (range) editor.current?.deleteRange(range);
        return;
      }
      if (reply) editor.current?.insertHtml(await fillReply(snippet, reply), range);
      else if (range) editor.current?.deleteRange(range);
      if (rest.length) composer.queueActions(rest);
    } catch (error) {
      toast.show({
        title: `Could not use the snippet "${snippet.title}"`,
        description: error instanceof Error ? error.message : undefined,
        tone: 'error',
      });
    }
  };
}
