import { X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { TAG_PATTERN } from '../report-search';
import { LabelledSelect } from './labelled-select';

export interface FilterOption {
  id: number;
  name: string;
}

export interface FilterValues {
  channel?: number;
  tag?: string;
  agent?: number;
}

/** Narrows every figure of the page to one mailbox, tag or assignee. */
export function ReportFilters({
  values,
  channels,
  agents,
  tags,
  onChange,
}: {
  values: FilterValues;
  channels: FilterOption[];
  agents: FilterOption[];
  /** Tags seen in the period, offered as the tag field is typed. */
  tags: string[];
  onChange: (values: FilterValues) => void;
}) {
  const any = values.channel !== undefined || values.tag !== undefined || values.agent !== undefined;
  const idOf = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <div role="group" aria-label="Filters" className="flex flex-wrap items-end gap-3">
      <LabelledSelect label="Mailbox" value={String(values.channel ?? '')} onChange={(v) => onChange({ ...values, channel: idOf(v) })} className="w-56">
        <option value="">All mailboxes</option>
        {channels.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect label="Assigned to" value={String(values.agent ?? '')} onChange={(v) => onChange({ ...values, agent: idOf(v) })} className="w-56">
        <option value="">Anyone</option>
        {agents.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </LabelledSelect>
      <TagFilter value={values.tag} tags={tags} onChange={(tag) => onChange({ ...values, tag })} />
      {any && (
        <Button variant="ghost" onClick={() => onChange({})}>
          <X aria-hidden="true" className="size-4" />
          Clear filters
        </Button>
      )}
    </div>
  );
}

/** A tag, applied on Enter or when the field is left; an empty field removes it. */
function TagFilter({ value, tags, onChange }: { value: string | undefined; tags: string[]; onChange: (tag: string | undefined) => void }) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  const [problem, setProblem] = useState(false);
  // The address changed (Clear filters, back): the field follows it.
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
    setProblem(false);
  }
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const tag = text.trim().toLowerCase();
    if (tag !== '' && !TAG_PATTERN.test(tag)) return setProblem(true);
    setProblem(false);
    if ((tag || undefined) !== value) onChange(tag || undefined);
  };
  return (
    <form onSubmit={apply} className="w-48">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        Tag
      </label>
      <Input
        id={id}
        value={text}
        list={`${id}-tags`}
        placeholder="Any tag"
        onChange={(event) => setText(event.target.value)}
        onBlur={() => apply()}
        aria-invalid={problem || undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        enterKeyHint="search"
      />
      <datalist id={`${id}-tags`}>
        {tags.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-xs text-red-700">
          A tag is up to 50 characters, without spaces, commas or quotes.
        </p>
      )}
    </form>
  );
}
