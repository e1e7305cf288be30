import { Plus, Workflow } from 'lucide-react';
import type { Channel } from '#contract/channels';
import type { Rule } from '#contract/rules';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/state-panel';
import { useDialog } from '../../../components/use-dialog';
import { useAgents } from '../../agents/api/get-agents';
import { useRules } from '../api/list-rules';
import { RuleDialog } from './rule-dialog';
import { RULES_HEADING_ID, RuleList } from './rule-list';
import { TestRuleDialog } from './test-rule-dialog';

const NEW_RULE_ID = 'rules-new-rule';

/** The rules, in the order they run, with their editor and their test (owners and admins: the route's frame shows this to no one else). */
export function RulesPage({ channels }: { channels: readonly Channel[] }) {
  const { data: rules } = useRules();
  // Names in the summaries ("assign Alex"); without them an agent is named by number.
  const { data: agents = [] } = useAgents();
  // The rule being edited, or `null` for a new one.
  const editor = useDialog<{ editing: Rule | null }>();
  const tester = useDialog<{ rule: Rule }>();
  const newRule = (
    <Button id={NEW_RULE_ID} variant="primary" onClick={() => editor.show({ editing: null })}>
      <Plus aria-hidden="true" className="size-4" />
      New rule
    </Button>
  );
  return (
    <section aria-labelledby={RULES_HEADING_ID}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id={RULES_HEADING_ID} tabIndex={-1} className="text-sm font-semibold text-slate-900 focus:outline-none">
            Rules <span className="font-normal text-slate-500">({rules.length})</span>
          </h2>
          {rules.length > 1 && (
            <p className="mt-0.5 text-xs text-slate-500">Each customer mail goes through the rules from the top; drag them to change the order.</p>
          )}
        </div>
        {rules.length > 0 && newRule}
      </div>
      {rules.length === 0 ? (
        <EmptyState icon={<Workflow aria-hidden="true" className="size-5" />} title="No rules yet">
          <p>
            Rules work the inbox by themselves: when a customer’s mail opens a conversation or the customer replies, each rule
            whose conditions match it acts at once — it tags, assigns (to one agent or to a team in turn), sets a status, adds a
            note or sends an auto-reply.
          </p>
          <div className="mt-4">{newRule}</div>
        </EmptyState>
      ) : (
        <RuleList
          rules={rules}
          channels={channels}
          agents={agents}
          onTest={(rule) => tester.show({ rule })}
          onEdit={(rule) => editor.show({ editing: rule })}
        />
      )}
      <RuleDialog
        open={editor.props.open}
        onOpenChange={(open) => {
          editor.props.onOpenChange(open);
          // The first rule replaces the empty state, and its "New rule" with it: the list's own takes the focus.
          if (!open) window.setTimeout(() => document.activeElement === document.body && document.getElementById(NEW_RULE_ID)?.focus(), 0);
        }}
        editing={editor.subject?.editing ?? null}
        channels={channels}
      />
      <TestRuleDialog {...tester.props} rule={tester.subject?.rule ?? null} channels={channels} />
    </section>
  );
}
