import type { Ref } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { Snippet } from '#contract/snippets';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { HtmlEditor, type HtmlEditorHandle } from '../editor/html-editor';
import { AttachButton, AttachmentChips } from './attachment-picker';
import { DelaySelect } from './delay-select';
import { FieldError } from './field-error';
import { attachmentErrorMessages } from './form-errors';
import { QueuedActionChips } from './queued-actions';
import { labelFieldMessage } from './server-errors';
import type { MessageComposer, MessageFields } from './use-message-composer';
import { useSnippetSlash } from './use-snippet-slash';

// The parts every message form shares, inside its <FormProvider>: the body (rich editor with the "/" snippet
// picker, the actions queued to run once sent, the attached files) and the send controls.

/** A small text button of a message form's header (Cc, Bcc, Search answers). */
export const toggleClass =
  'rounded px-1.5 text-xs font-medium text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** "Cc" and "Bcc" buttons that show those fields (each hidden once its field shows). */
export function CcBccToggles({ composer, className }: { composer: MessageComposer; className?: string }) {
  return (
    <>
      {!composer.showCc && (
        <button type="button" className={cn(toggleClass, className)} onClick={() => composer.setShowCc(true)} aria-label="Add Cc recipients">
          Cc
        </button>
      )}
      {!composer.showBcc && (
        <button type="button" className={cn(toggleClass, className)} onClick={() => composer.setShowBcc(true)} aria-label="Add Bcc recipients">
          Bcc
        </button>
      )}
    </>
  );
}

const messageOf = (error: unknown): string | undefined => {
  const found = error as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = found?.message ?? found?.root?.message;
  return typeof message === 'string' ? message : undefined;
};

export function MessageBodyFields({
  id,
  label,
  errorLabel,
  placeholder,
  composer,
  editorRef,
  onSubmit,
  onSnippet,
  className,
  minHeightClass,
}: {
  id: string;
  /** The text box's name ("Reply", "Message"). */
  label: string;
  /** How its errors name it ("Your reply must not be empty"). */
  errorLabel: string;
  placeholder: string;
  composer: MessageComposer;
  editorRef?: Ref<HtmlEditorHandle>;
  onSubmit: () => void;
  /** A snippet picked after "/": where it was typed. Without it, "/" is just a slash. */
  onSnippet?: (snippet: Snippet, range: { from: number; to: number }) => void;
  className?: string;
  minHeightClass?: string;
}) {
  const form = useFormContext<MessageFields>();
  const { errors } = form.formState;
  const slash = useSnippetSlash((snippet, range) => onSnippet?.(snippet, range));
  const attachmentMessages = attachmentErrorMessages(
    errors.content?.attachments,
    (form.getValues('content.attachments') ?? []).map((a) => a.name),
  );
  return (
    <>
      <Controller
        control={form.control}
        name="content.content"
        render={({ field }) => (
          <HtmlEditor
            ref={editorRef}
            id={`${id}-body`}
            label={label}
            placeholder={placeholder}
            value={field.value}
            onChange={field.onChange}
            onSubmit={onSubmit}
            invalid={Boolean(errors.content?.content)}
            describedBy={errors.content?.content ? `${id}-body-error` : undefined}
            slash={onSnippet ? slash.handlers : undefined}
            ariaAttributes={onSnippet ? slash.ariaAttributes : undefined}
            className={className}
            minHeightClass={minHeightClass}
          />
        )}
      />
      {onSnippet && slash.popup}
      <FieldError id={`${id}-body-error`} message={labelFieldMessage(errors.content?.content?.message, 'content.content', errorLabel)} />
      <Controller
        control={form.control}
        name="content.actions"
        render={({ field }) => (
          <QueuedActionChips id={`${id}-actions`} value={field.value ?? []} onChange={field.onChange} error={messageOf(errors.content?.actions)} />
        )}
      />
      <Controller
        control={form.control}
        name="content.attachments"
        render={({ field }) => (
          <AttachmentChips
            id={`${id}-files`}
            value={field.value ?? []}
            onChange={field.onChange}
            errors={[...composer.fileErrors, ...attachmentMessages]}
          />
        )}
      />
    </>
  );
}

/** The form's own error (no field named): a network failure, a rule of the server's. */
export function FormRootError({ className }: { className?: string }) {
  const { errors } = useFormContext<MessageFields>().formState;
  if (!errors.root) return null;
  return (
    <p role="alert" className={cn('rounded-md bg-red-50 px-3 py-2 text-sm text-red-800', className)}>
      {errors.root.message}
    </p>
  );
}

/** Send (on the left: toasts appear bottom-right and must never cover it), the send delay, Attach files. */
export function SendControls({ id, composer, className }: { id: string; composer: MessageComposer; className?: string }) {
  const form = useFormContext<MessageFields>();
  const { errors, isSubmitting } = form.formState;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send'}
      </Button>
      <DelaySelect id={`${id}-delay`} field={form.register('delay', { valueAsNumber: true })} error={errors.delay?.message} />
      <Controller
        control={form.control}
        name="content.attachments"
        render={({ field }) => <AttachButton value={field.value ?? []} onChange={field.onChange} onErrors={composer.setFileErrors} />}
      />
    </div>
  );
}
