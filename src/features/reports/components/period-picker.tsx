import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { PRESET_LABELS, formatPeriod, periodProblem, type Period } from '../period';
import { PERIOD_PRESETS, type PeriodPreset } from '../report-search';
import { Segmented } from './segmented';

const OPTIONS = [...PERIOD_PRESETS.map((value) => ({ value, label: PRESET_LABELS[value] })), { value: 'custom' as const, label: 'Custom' }];

/** The period: a preset counted from today, or chosen days (from–to, both included). */
export function PeriodPicker({
  preset,
  period,
  today,
  timeZone,
  onPreset,
  onCustom,
}: {
  preset: PeriodPreset | 'custom';
  period: Period;
  today: string;
  timeZone: string;
  onPreset: (preset: PeriodPreset) => void;
  onCustom: (period: Period) => void;
}) {
  // "Custom" opens the date fields on the period shown; the report changes once they are applied.
  const [editing, setEditing] = useState(preset === 'custom');
  const showFields = editing || preset === 'custom';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Segmented
          label="Period"
          options={OPTIONS}
          value={showFields ? 'custom' : preset}
          onChange={(value) => {
            if (value === 'custom') return setEditing(true);
            setEditing(false);
            onPreset(value);
          }}
        />
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-900">{formatPeriod(period)}</span> · {timeZone}
        </p>
      </div>
      {showFields && <CustomPeriodForm key={`${period.from}/${period.to}`} period={period} today={today} onApply={onCustom} />}
    </div>
  );
}

function CustomPeriodForm({ period, today, onApply }: { period: Period; today: string; onApply: (period: Period) => void }) {
  const [draft, setDraft] = useState(period);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodProblem(draft);
    setProblem(found);
    if (!found) onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label="Custom period" className="flex flex-wrap items-end gap-3">
      <DateField label="From" value={draft.from} max={today} onChange={(from) => setDraft((d) => ({ ...d, from }))} invalid={problem !== null} />
      <DateField label="To" value={draft.to} max={today} onChange={(to) => setDraft((d) => ({ ...d, to }))} invalid={problem !== null} />
      <Button type="submit" variant="secondary">
        Apply
      </Button>
      {problem && (
        <p role="alert" className="basis-full text-sm text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}

function DateField({ label, value, max, onChange, invalid }: { label: string; value: string; max: string; onChange: (value: string) => void; invalid: boolean }) {
  return (
    <label className="block">
      <span className="mb-1 block text-xs font-medium text-slate-600">{label}</span>
      <Input type="date" value={value} max={max} onChange={(event) => onChange(event.target.value)} aria-invalid={invalid || undefined} className="w-40" />
    </label>
  );
}
