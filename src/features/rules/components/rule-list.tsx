import { useEffect, useRef, useState } from 'react';
import type { Channel } from '#contract/channels';
import type { Rule } from '#contract/rules';
import { SortableList } from '../../../components/sortable-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useFocusReturn } from '../../../components/ui/use-focus-return';
import { useNow } from '../../conversations/components/conversation/use-now';
import { useDeleteRule } from '../api/delete-rule';
import { useUpdateRule } from '../api/update-rule';
import { moveButtonId, RuleCard } from './rule-card';

/** The list's heading: focus goes there when a deleted rule's card goes away. */
export const RULES_HEADING_ID = 'rules-heading';

/**
 * The rules in the order they run: reordered by drag (pointer, or space and the arrow keys on a handle) or the
 * move buttons, switched on and off at once, deleted after a confirmation. Every change is told in a toast.
 */
export function RuleList({
  rules,
  channels,
  agents,
  onTest,
  onEdit,
}: {
  rules: Rule[];
  channels: readonly Channel[];
  agents: readonly { id: number; name: string }[];
  onTest: (rule: Rule) => void;
  onEdit: (rule: Rule) => void;
}) {
  const update = useUpdateRule();
  const remove = useDeleteRule();
  const toast = useToast();
  const focus = useFocusReturn();
  const now = useNow();
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<Rule | null>(null);
  // The move button to focus once the list shows a move: React moves the card's node, which loses focus, and at
  // either end its button is disabled (the other way's takes the focus).
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    const button = document.getElementById(refocus.current);
    if (button instanceof HTMLButtonElement && !button.disabled) {
      button.focus();
      refocus.current = null;
    }
  }, [rules]);

  const failed = (title: string) => (error: Error) => toast.show({ title, description: error.message, tone: 'error' });

  const move = (rule: Rule, to: number, way?: 'up' | 'down') => {
    if (to < 0 || to >= rules.length || rules[to]?.id === rule.id) return;
    const where = `position ${to + 1} of ${rules.length}`;
    setAnnouncement(`${rule.name} moved to ${where}.`);
    if (way) refocus.current = moveButtonId(rule, to === 0 ? 'down' : to === rules.length - 1 ? 'up' : way);
    update.mutate(
      { id: rule.id, body: { sort: to } },
      {
        onSuccess: () => toast.show({ title: `Moved “${rule.name}”`, description: `It now runs at ${where}.`, tone: 'success', duration: 3000 }),
        onError: failed('The rule was not moved'),
      },
    );
  };
  const enable = (rule: Rule, enabled: boolean) =>
    update.mutate(
      { id: rule.id, body: { enabled } },
      {
        onSuccess: () =>
          toast.show({
            title: enabled ? `“${rule.name}” is on` : `“${rule.name}” is off`,
            description: enabled ? 'It acts on new mail from now on.' : 'It is kept, but does nothing until you switch it on.',
            tone: 'success',
            duration: 3000,
          }),
        onError: failed(enabled ? 'The rule was not switched on' : 'The rule was not switched off'),
      },
    );

  return (
    <>
      <SortableList ids={rules.map((r) => r.id)} label="Rules, in the order they run" noun="a rule" className="space-y-2" onDrop={(from, to) => move(rules[from]!, to)}>
        {rules.map((rule, index) => (
          <RuleCard
            key={rule.id}
            rule={rule}
            index={index}
            count={rules.length}
            channels={channels}
            agents={agents}
            now={now}
            onMove={(to, way) => move(rule, to, way)}
            onEnable={(enabled) => enable(rule, enabled)}
            onTest={() => onTest(rule)}
            onEdit={() => onEdit(rule)}
            onDelete={() => {
              focus.remember();
              setDeleting(rule);
            }}
          />
        ))}
      </SortableList>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (open) return;
          setDeleting(null);
          focus.restore();
        }}
        title={`Delete “${deleting?.name ?? ''}”?`}
        description="It stops acting on new mail at once. Conversations it already changed stay as they are."
        confirmLabel="Delete rule"
        destructive
        onConfirm={() => {
          if (!deleting) return;
          const rule = deleting;
          remove.mutate(rule, {
            onSuccess: () => toast.show({ title: `Deleted “${rule.name}”`, tone: 'success', duration: 3000 }),
            onError: failed('The rule was not deleted'),
          });
          // Its card goes, with the button that asked: the list's heading takes the focus.
          focus.restore(document.getElementById(RULES_HEADING_ID));
        }}
      />
    </>
  );
}
