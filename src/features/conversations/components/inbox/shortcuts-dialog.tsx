import { useId } from 'react';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Dialog } from '../../../../components/ui/dialog';
import { Kbd } from '../../../../components/ui/kbd';
import { isMac } from '../../../../lib/platform';
import { useAutoAdvance } from './auto-advance';

interface Shortcut {
  keys: string[];
  label: string;
}

// Gmail's letters where it has one (j k x e s ! # r / c ?), Front's for the rest (a assign, t tag).
export const INBOX_SHORTCUTS: { title: string; hint?: string; shortcuts: Shortcut[] }[] = [
  {
    title: 'Move',
    shortcuts: [
      { keys: ['j'], label: 'Next conversation' },
      { keys: ['k'], label: 'Previous conversation' },
      { keys: ['Enter'], label: 'Open conversation' },
      { keys: ['x'], label: 'Select or unselect' },
      { keys: ['Shift', 'click'], label: 'Select a range' },
    ],
  },
  {
    title: 'Act',
    hint: 'On the open conversation; with the list alone, on the selection or the current row.',
    shortcuts: [
      { keys: ['e'], label: 'Close' },
      { keys: ['s'], label: 'Snooze…' },
      { keys: ['!'], label: 'Mark as spam' },
      { keys: ['#'], label: 'Delete…' },
    ],
  },
  {
    title: 'In a conversation',
    shortcuts: [
      { keys: ['r'], label: 'Reply' },
      { keys: ['n'], label: 'Internal note' },
      { keys: ['a'], label: 'Assign…' },
      { keys: ['t'], label: 'Add a tag…' },
    ],
  },
  {
    title: 'Writing a reply',
    shortcuts: [
      { keys: [isMac ? '⌘' : 'Ctrl', 'Enter'], label: 'Send' },
      { keys: ['/'], label: 'Insert a snippet…' },
      { keys: [isMac ? '⌃' : 'Ctrl', 'Shift', '1–3'], label: 'Insert suggested answer 1 to 3' },
    ],
  },
  {
    title: 'Anywhere',
    shortcuts: [
      { keys: ['/'], label: 'Search' },
      { keys: ['Esc'], label: 'Leave the search box' },
      { keys: ['c'], label: 'Compose' },
      { keys: ['F8'], label: 'Go to the notifications (Tab to Undo; Esc closes one)' },
      { keys: ['?'], label: 'Keyboard shortcuts' },
    ],
  },
];

/** The shortcuts, and the one setting they depend on: whether the next conversation opens after close, snooze or spam. */
export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [autoAdvance, setAutoAdvance] = useAutoAdvance();
  const toggleId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts" className="w-[min(92vw,40rem)]">
      <div className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
        {INBOX_SHORTCUTS.map((group, index) => (
          <section key={group.title} aria-labelledby={`${toggleId}-group-${index}`}>
            <h3 id={`${toggleId}-group-${index}`} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {group.title}
            </h3>
            {group.hint && <p className="mt-0.5 text-xs text-slate-500">{group.hint}</p>}
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
              {group.shortcuts.map((shortcut) => (
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
          </section>
        ))}
      </div>
      <div className="mt-5 flex items-start gap-2.5 border-t border-slate-200 pt-4">
        <Checkbox
          id={toggleId}
          className="mt-0.5"
          checked={autoAdvance}
          onCheckedChange={(checked) => setAutoAdvance(checked === true)}
          aria-describedby={`${toggleId}-hint`}
        />
        <div>
          <label htmlFor={toggleId} className="text-sm text-slate-800">
            Open the next conversation after close, snooze or spam
          </label>
          <p id={`${toggleId}-hint`} className="text-xs text-slate-500">
            Off: the conversation stays on screen.
          </p>
        </div>
      </div>
      <p className="mt-4 text-xs text-slate-500">Shortcuts work when you are not typing in a field.</p>
    </Dialog>
  );
}
