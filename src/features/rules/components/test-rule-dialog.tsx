import { FlaskConical } from 'lucide-react';
import type { Channel } from '#contract/channels';
import type { Rule } from '#contract/rules';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTestRule } from '../api/test-rule';
import { ConversationPicker, useConversationChoice } from './conversation-picker';
import { TestResult } from './test-result';

/** "Test this rule": runs a saved rule against a conversation's latest customer mail and shows why it would act or not. */
export function TestRuleDialog({
  open,
  onOpenChange,
  rule,
  channels,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rule: Rule | null;
  channels: readonly Channel[];
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={rule ? `Test “${rule.name}”` : 'Test a rule'}
      description="Whether the rule would act on a conversation’s latest customer mail, and what it would do. Nothing is changed."
      className="max-h-[calc(100dvh-2rem)] w-[min(96vw,42rem)] overflow-y-auto"
    >
      {/* Mounted with the dialog: each opening starts afresh. */}
      {rule && <TestRuleForm rule={rule} channels={channels} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function TestRuleForm({ rule, channels, onClose }: { rule: Rule; channels: readonly Channel[]; onClose: () => void }) {
  const choice = useConversationChoice();
  const test = useTestRule();
  const tested = test.variables && choice.found.find((c) => c.id === test.variables.conversationId);
  const label = test.variables ? `#${test.variables.conversationId}${tested ? ` “${tested.subject}”` : ''}` : '';
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        // Not disabled while it runs, so that the focus stays on the button.
        if (choice.selected && !test.isPending) test.mutate({ id: rule.id, conversationId: choice.selected.id });
      }}
    >
      <ConversationPicker choice={choice} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onClose}>Close</Button>
        <Button type="submit" variant="primary" disabled={!choice.selected} aria-busy={test.isPending}>
          <FlaskConical aria-hidden="true" className="size-4" />
          {test.isPending ? 'Testing…' : 'Run test'}
        </Button>
      </div>
      {test.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-medium">The test did not run: </span>
          {test.error.message}
        </p>
      )}
      {test.data && !test.isPending && <TestResult rule={rule} result={test.data} conversation={label} channels={channels} />}
    </form>
  );
}
