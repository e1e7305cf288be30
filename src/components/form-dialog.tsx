import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../lib/api-client';
import { serverField } from '../lib/server-field';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { useToast } from './ui/toast';

// The settings pages' create and edit dialogs (an API key, an invitation, a mailbox, a webhook): a form checked by
// the contract's schema before anything is sent, the server's refusal shown at the field it names, and after a
// success either a second step (a secret shown once) or the dialog closes.

type AnySchema = z.ZodType<unknown, FieldValues>;

/** The form of a contract schema, as the fields get it. */
export type SchemaForm<Schema extends AnySchema> = UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;

export interface FormDialogProps<Schema extends AnySchema, Result> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  className?: string;
  /** The contract's schema of the request: the same rules as the server's. */
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  /** The fields, each tied to its error (`form.formState.errors`). */
  children: (form: SchemaForm<Schema>) => ReactNode;
  submit: (values: z.output<Schema>) => Promise<Result>;
  submitLabel: string;
  submittingLabel: string;
  /** The title of the toast when the server refuses for a reason no field holds. */
  failedTitle: string;
  /** Fields a refusal (400, 403, 409) may name with its first word ("name must not be empty"): shown at that field. */
  serverFields: readonly Path<z.input<Schema>>[];
  /** Where a 400 or 409 naming none of them goes (a form whose one main field it is about); else the toast. */
  fallbackField?: Path<z.input<Schema>>;
  /**
   * Places a refusal instead of `serverFields` (a form of rows, refused at `conditions.0.op`): the field and the
   * message shown there, or null for the toast.
   */
  placeRefusal?: (message: string) => { name: Path<z.input<Schema>>; message: string } | null;
  /** A second step after a success (a secret shown once): its title and content. Without it the dialog closes. */
  result?: {
    title: string;
    render: (result: Result, step: { close: () => void; again: () => void }) => ReactNode;
  };
  onSubmitted?: (result: Result) => void;
}

export function FormDialog<Schema extends AnySchema, Result>(props: FormDialogProps<Schema, Result>) {
  const { open, onOpenChange, title, description, className = 'w-[min(92vw,32rem)]', result: resultStep } = props;
  // Boxed, so that a result of `undefined` (a 204) still counts as one.
  const [result, setResult] = useState<{ value: Result } | null>(null);
  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setResult(null);
  };
  const close = () => change(false);
  const shown = result && resultStep;
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={shown ? resultStep.title : title}
      description={shown ? undefined : description}
      className={className}
    >
      {shown ? (
        resultStep.render(result.value, { close, again: () => setResult(null) })
      ) : (
        <DialogForm
          {...props}
          onCancel={close}
          onDone={(value) => {
            props.onSubmitted?.(value);
            if (resultStep) setResult({ value });
            else close();
          }}
        />
      )}
    </Dialog>
  );
}

const FIELD_STATUSES = [400, 403, 409];

/** Mounted with the dialog's content, so each opening starts from the default values. */
function DialogForm<Schema extends AnySchema, Result>({
  schema,
  defaultValues,
  children,
  submit,
  submitLabel,
  submittingLabel,
  failedTitle,
  serverFields,
  fallbackField,
  placeRefusal,
  onCancel,
  onDone,
}: FormDialogProps<Schema, Result> & {
  onCancel: () => void;
  onDone: (result: Result) => void;
}) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const toast = useToast();
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    let result: Result;
    try {
      result = await submit(values);
    } catch (error) {
      const field =
        isApiError(error) && FIELD_STATUSES.includes(error.status)
          ? placeRefusal
            ? placeRefusal(error.message)
            : serverField(error.message, serverFields, error.status === 403 ? undefined : fallbackField)
          : null;
      if (field) {
        form.setError(field.name, { message: field.message }, { shouldFocus: true });
      } else {
        toast.show({
          title: failedTitle,
          description: error instanceof Error ? error.message : undefined,
          tone: 'error',
        });
      }
      return;
    }
    onDone(result);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {children(form)}
      <div className="flex justify-end gap-2 pt-1">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
