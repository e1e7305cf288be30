import { Dialog } from '../../../../components/ui/dialog';
import { Kbd } from '../../../../components/ui/kbd';

export const INBOX_SHORTCUTS: { keys: string[]; label: string }[] = [
  { keys: ['j'], label: 'Next conversation' },
  { keys: ['k'], label: 'Previous conversation' },
  { keys: ['x'], label: 'Select or unselect' },
  { keys: ['Enter'], label: 'Open conversation' },
  { keys: ['e'], label: 'Close (selection, or the current row)' },
  { keys: ['s'], label: 'Snooze…' },
  { keys: ['#'], label: 'Delete…' },
  { keys: ['/'], label: 'Search' },
  { keys: ['c'], label: 'Compose' },
  { keys: ['?'], label: 'Keyboard shortcuts' },
  { keys: ['Shift', 'click'], label: 'Select a range' },
  { keys: ['Esc'], label: 'Leave the search box' },
];

export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts">
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm">
        {INBOX_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.label} className="contents">
            <dt className="text-slate-700">{shortcut.label}</dt>
            <dd className="flex justify-end gap-1">
              {shortcut.keys.map((key) => (
                <Kbd key={key}>{key}</Kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-slate-500">Shortcuts work when you are not typing in a field.</p>
    </Dialog>
  );
}
