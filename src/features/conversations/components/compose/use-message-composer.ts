import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { Message } from '#contract/conversations';
import { useToast, type ToastOptions } from '../../../../components/ui/toast';
import { isApiError } from '../../../../lib/api-client';
import { drafts } from '../../drafts';
import { useDraftAutosave, useRestoredDraft } from '../../use-draft';
import type { DraftAttachment } from './attachments';
import { deadlineOf, pendingSends, type PendingSend } from './pending-sends';
import type { QueuedAction } from './queued-actions';
import { fieldOfServerError } from './server-errors';

/** What every message form has: a new email (compose) and a reply both. */
export interface MessageFields extends FieldValues {
  cc?: string;
  bcc?: string;
  content: { content: string; attachments?: DraftAttachment[]; actions?: QueuedAction[] };
  delay?: number;
}

/** Server paths every message form maps to its own fields (a form adds its own: to, subject, channel_id ...). */
export const MESSAGE_SERVER_FIELDS = {
  cc: 'cc',
  bcc: 'bcc',
  content: 'content.content',
  'content.content': 'content.content',
  'content.attachments': 'content.attachments',
  'content.actions': 'content.actions',
  delay: 'delay',
} as const;

/** The body as sent: empty Cc/Bcc, attachments and actions left out. */
export function messageBody<T extends MessageFields>(values: T): T {
  const { attachments, actions } = values.content;
  return {
    ...values,
    cc: values.cc?.trim() || undefined,
    bcc: values.bcc?.trim() || undefined,
    content: {
      content: values.content.content,
      ...(attachments?.length ? { attachments } : {}),
      ...(actions?.length ? { actions } : {}),
    },
  };
}

export interface MessageComposerOptions<T extends MessageFields> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver context and output type
  form: UseFormReturn<T, any, any>;
  /** The slot of its draft in the browser. */
  draftKey: string;
  isEmpty: (values: T) => boolean;
  /** The kept draft as the form takes it back (the signed-in agent as sender, a channel that still exists ...). */
  restore: (draft: T) => T;
  onRestored?: () => void;
  send: (body: T) => Promise<Message>;
  /** Server paths (or their prefixes) to form fields; the rest goes to the form's root error. */
  serverFields: Readonly<Record<string, string>>;
  kind: PendingSend['kind'];
  /** Sent at once (no undo window): the toast that says so. */
  sentToast: (message: Message) => ToastOptions;
  /** After a send was scheduled or made, the draft dropped and the form emptied. */
  onSent?: (message: Message, values: T) => void;
  /** Undo gave the draft back: show the form again (the compose drawer reopens). */
  onUndone?: () => void;
  /** Move the focus to the field a server error names (the drawer does, the reply box stays where it is). */
  focusServerError?: boolean;
}

/**
 * One composer for new emails and replies: the draft kept as the agent types and given back on return or by
 * Undo, Cc/Bcc shown when used, and the send: scheduled with its undo toast (or sent at once), the form emptied,
 * the server's refusal shown at the field it names.
 */
export function useMessageComposer<T extends MessageFields>(options: MessageComposerOptions<T>) {
  const { form, draftKey, isEmpty, serverFields } = options;
  const toast = useToast();
  const [showCc, setShowCc] = useState(false);
  const [showBcc, setShowBcc] = useState(false);
  const [fileErrors, setFileErrors] = useState<string[]>([]);

  useRestoredDraft<T>(draftKey, (draft) => {
    form.reset(options.restore(draft), { keepDefaultValues: true });
    setShowCc(Boolean(draft.cc));
    setShowBcc(Boolean(draft.bcc));
    options.onRestored?.();
  });
  useDraftAutosave(draftKey, form, isEmpty);

  /** Throws the message away: its kept draft dropped, the form emptied. */
  const discard = () => {
    drafts.discard(draftKey);
    form.reset();
    setShowCc(false);
    setShowBcc(false);
    setFileErrors([]);
  };

  const submit = form.handleSubmit(async (values: T) => {
    try {
      const message = await options.send(messageBody(values));
      if (message.status === 'scheduled' && (values.delay ?? 0) > 0) {
        pendingSends.add({
          conversationId: message.conversation_id,
          messageId: message.id,
          kind: options.kind,
          deadline: deadlineOf(message),
          restore: () => {
            drafts.restore(draftKey, values);
            options.onUndone?.();
          },
        });
      } else {
        toast.show(options.sentToast(message));
      }
      discard();
      options.onSent?.(message, values);
    } catch (error) {
      const { field, message } = fieldOfServerError(isApiError(error) ? error.message : 'Could not send. Try again.', serverFields);
      if (field === 'cc') setShowCc(true);
      if (field === 'bcc') setShowBcc(true);
      const focus = Boolean(options.focusServerError) && field !== 'root' && field !== 'content.content';
      form.setError(field as Path<T> | 'root', { type: 'server', message }, { shouldFocus: focus });
    }
  });

  /** Adds actions to run once the message is sent (a snippet's other steps). */
  const queueActions = (actions: QueuedAction[]) => {
    const path = 'content.actions' as Path<T>;
    const current = (form.getValues(path) as QueuedAction[] | undefined) ?? [];
    form.setValue(path, [...current, ...actions] as PathValue<T, Path<T>>, { shouldDirty: true });
  };

  return { submit, discard, showCc, setShowCc, showBcc, setShowBcc, fileErrors, setFileErrors, queueActions };
}

export type MessageComposer = ReturnType<typeof useMessageComposer>;
