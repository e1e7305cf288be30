import type { SchemaForm } from '../../../components/form-dialog';
import { fieldClass } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { ruleFormSchema } from '../rule-form';

/** The editor's form, as its parts get it. */
export type RuleForm = SchemaForm<typeof ruleFormSchema>;

/** A message of react-hook-form's nested errors, wherever the schema or the server put it. */
export const messageOf = (error: unknown): string | undefined => (error as { message?: string } | undefined)?.message;

export const selectClass = cn(fieldClass, 'h-9 pr-8');
export const rowIconButton =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 ' +
  'focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-40';
