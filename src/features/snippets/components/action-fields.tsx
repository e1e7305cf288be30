import { useRef } from 'react';
import { actionStatusOf, type ACTION_STATUSES, type ActionName } from '#contract/actions';
import { fieldClass, Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { useAgents } from '../../agents/api/get-agents';
import { HtmlEditor, type HtmlEditorHandle } from '../../conversations/components/editor/html-editor';
import { SNOOZE_PRESETS } from '../../conversations/components/inbox/snooze-time';
import { textField } from '../action-words';
import { VariableMenu } from './variable-menu';

// The fields of one action, by kind. `data` is the action's data as the API takes it; errors come by data key.

export interface ActionFieldsProps {
  /** Unique per action: the fields' ids derive from it. */
  id: string;
  /** "Action 2": how the fields name their action for screen readers. */
  position: string;
  name: ActionName;
  data: Record<string, unknown>;
  onData: (next: Record<string, unknown>) => void;
  onBlur: () => void;
  /** Error messages by data key (status, content, body, agent_id, tag ...). */
  errors: Record<string, string | undefined>;
}

const STATUSES = [
  { value: 'closed', label: 'Closed' },
  { value: 'opened', label: 'Open' },
  { value: 'snoozed', label: 'Snoozed' },
  { value: 'spam', label: 'Spam' },
] as const satisfies readonly { value: (typeof ACTION_STATUSES)[number]; label: string }[];

function Message({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-xs font-medium text-red-700">
      {message}
    </p>
  );
}

const labelClass = 'block text-xs font-medium text-slate-600';
const selectClass = cn(fieldClass, 'h-8 py-1');

export function ActionFields({ id, position, name, data, onData, onBlur, errors }: ActionFieldsProps) {
  const set = (key: string, value: unknown) => onData({ ...data, [key]: value });
  const described = (key: string) => (errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {});
  switch (name) {
    case 'reply':
      return <ReplyFields id={id} position={position} data={data} set={set} onBlur={onBlur} error={errors.content} />;
    case 'note':
      return <NoteFields id={id} position={position} data={data} set={set} onBlur={onBlur} error={errors.body} />;
    case 'status': {
      const status = actionStatusOf(textField(data, 'status')) ?? '';
      return (
        <div className="flex flex-wrap gap-3">
          <div className="min-w-40 flex-1">
            <label htmlFor={`${id}-status`} className={labelClass}>
              Status <span className="sr-only">of {position}</span>
            </label>
            <select
              id={`${id}-status`}
              className={cn(selectClass, 'mt-1')}
              value={status}
              onBlur={onBlur}
              onChange={(event) => {
                const next = event.target.value;
                // Snoozed needs a time: the first of the inbox's choices, until another is picked.
                onData(next === 'snoozed' ? { status: next, snooze_until: textField(data, 'snooze_until') || SNOOZE_PRESETS[1].value } : { status: next });
              }}
              {...described('status')}
            >
              {STATUSES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
            <Message id={`${id}-status-error`} message={errors.status} />
          </div>
          {status === 'snoozed' && (
            <div className="min-w-40 flex-1">
              <label htmlFor={`${id}-snooze`} className={labelClass}>
                Snooze until <span className="sr-only">({position})</span>
              </label>
              <select
                id={`${id}-snooze`}
                className={cn(selectClass, 'mt-1')}
                value={textField(data, 'snooze_until')}
                onBlur={onBlur}
                onChange={(event) => set('snooze_until', event.target.value)}
                {...described('snooze_until')}
              >
                {SNOOZE_PRESETS.map((preset) => (
                  <option key={preset.value} value={preset.value}>
                    {preset.label} ({preset.hint})
                  </option>
                ))}
              </select>
              <Message id={`${id}-snooze_until-error`} message={errors.snooze_until} />
            </div>
          )}
        </div>
      );
    }
    case 'teammates.assign':
      return <AssignFields id={id} position={position} data={data} onData={onData} onBlur={onBlur} error={errors.agent_id} />;
    case 'tag':
    case 'untag':
      return (
        <div>
          <label htmlFor={`${id}-tag`} className={labelClass}>
            {name === 'tag' ? 'Tag to add' : 'Tag to remove'} <span className="sr-only">({position})</span>
          </label>
          <Input
            id={`${id}-tag`}
            className="mt-1 h-8 py-1"
            autoComplete="off"
            placeholder="refund"
            value={textField(data, 'tag')}
            onBlur={onBlur}
            onChange={(event) => set('tag', event.target.value)}
            {...described('tag')}
          />
          <Message id={`${id}-tag-error`} message={errors.tag && `The tag ${errors.tag.replace(/^tag /, '')}`} />
        </div>
      );
    default:
      return <p className="text-xs text-slate-600">Closes the conversation. Nothing to set.</p>;
  }
}

type TextFieldsProps = {
  id: string;
  position: string;
  data: Record<string, unknown>;
  set: (key: string, value: unknown) => void;
  onBlur: () => void;
  error?: string;
};

function ReplyFields({ id, position, data, set, onBlur, error }: TextFieldsProps) {
  const editor = useRef<HtmlEditorHandle>(null);
  return (
    <div>
      <div className="mb-1 flex items-center justify-between">
        <span className={labelClass} id={`${id}-content-label`}>
          Reply to the customer
        </span>
        <VariableMenu label={`Insert variable into the reply (${position})`} onInsert={(text) => editor.current?.insertText(text)} />
      </div>
      <HtmlEditor
        ref={editor}
        id={`${id}-content`}
        label={`Reply text (${position})`}
        placeholder="Hi {{contact.first_name | there}}, …"
        value={textField(data, 'content')}
        onChange={(html) => set('content', html)}
        onBlur={onBlur}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-content-error` : undefined}
        className="max-h-80"
      />
      <Message id={`${id}-content-error`} message={error?.replace(/^content /, 'The reply ')} />
    </div>
  );
}

function NoteFields({ id, position, data, set, onBlur, error }: TextFieldsProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const insert = (text: string) => {
    const field = area.current;
    if (!field) return;
    const value = textField(data, 'body');
    const start = field.selectionStart ?? value.length;
    const end = field.selectionEnd ?? value.length;
    set('body', value.slice(0, start) + text + value.slice(end));
    // The caret after the variable, once the new text is in.
    requestAnimationFrame(() => {
      field.focus();
      field.setSelectionRange(start + text.length, start + text.length);
    });
  };
  return (
    <div>
      <div className="mb-1 flex items-center justify-between">
        <label htmlFor={`${id}-body`} className={labelClass}>
          Internal note <span className="sr-only">({position})</span>
        </label>
        <VariableMenu label={`Insert variable into the note (${position})`} onInsert={insert} />
      </div>
      <Textarea
        ref={area}
        id={`${id}-body`}
        className="min-h-20 border-amber-300 bg-amber-50/50"
        placeholder="Only your team sees it."
        value={textField(data, 'body')}
        onBlur={onBlur}
        onChange={(event) => set('body', event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-body-error` : undefined}
      />
      <Message id={`${id}-body-error`} message={error?.replace(/^body /, 'The note ')} />
    </div>
  );
}

function AssignFields({
  id,
  position,
  data,
  onData,
  onBlur,
  error,
}: Omit<TextFieldsProps, 'set'> & { onData: (next: Record<string, unknown>) => void }) {
  const agents = useAgents();
  const agentId = data.agent_id;
  const value = typeof agentId === 'number' ? String(agentId) : 'none';
  return (
    <div>
      <label htmlFor={`${id}-agent`} className={labelClass}>
        Assign to <span className="sr-only">({position})</span>
      </label>
      <select
        id={`${id}-agent`}
        className={cn(selectClass, 'mt-1')}
        value={value}
        disabled={agents.isPending}
        onBlur={onBlur}
        onChange={(event) => onData({ agent_id: event.target.value === 'none' ? null : Number(event.target.value) })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-agent_id-error` : undefined}
      >
        <option value="none">Nobody (unassign)</option>
        {agents.isPending && value !== 'none' && <option value={value}>Loading agents…</option>}
        {agents.data?.map((agent) => (
          <option key={agent.id} value={String(agent.id)}>
            {agent.name} ({agent.email})
          </option>
        ))}
      </select>
      {agents.isError && <Message id={`${id}-agents-error`} message="Could not load the agents." />}
      <Message id={`${id}-agent_id-error`} message={error} />
    </div>
  );
}
