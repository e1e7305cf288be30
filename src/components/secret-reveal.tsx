import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { CopyField } from './ui/copy-field';

/**
 * A secret the server shows this once (an API key, a webhook's signing secret): why to copy it now, the secret
 * focused and selected with its copy button, what goes with it, and the button that closes the step.
 */
export function SecretReveal({
  warning,
  field,
  note,
  onDone,
}: {
  warning: ReactNode;
  field: { id: string; label: string; value: string; copyLabel: string };
  note?: ReactNode;
  onDone: () => void;
}) {
  return (
    <div className="space-y-4">
      <p className="flex gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
        <span>{warning}</span>
      </p>
      <CopyField {...field} autoFocus />
      {note && <p className="text-xs break-words text-slate-600">{note}</p>}
      <div className="flex justify-end">
        <Button variant="primary" onClick={onDone}>
          I have copied it
        </Button>
      </div>
    </div>
  );
}
