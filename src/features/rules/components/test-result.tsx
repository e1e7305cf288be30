import { Check, CircleCheck, CircleX, X } from 'lucide-react';
import type { Channel } from '#contract/channels';
import type { Rule, RuleTestResult } from '#contract/rules';
import { cn } from '../../../lib/cn';
import { BUSINESS_HOURS_WORDS, channelName, conditionWords } from '../rule-words';

type Actual = RuleTestResult['conditions'][number]['actual'];

/** What a condition read, in words: a mailbox by name, tags as a list, business hours as a phrase. */
export function actualWords(field: string, actual: Actual, channels: readonly Pick<Channel, 'id' | 'name' | 'email'>[]): string {
  if (actual === null) return 'nothing';
  if (Array.isArray(actual)) return actual.length ? actual.join(', ') : 'no tags';
  if (field === 'channel_id') return channelName(actual, channels);
  if (field === 'business_hours' && typeof actual === 'boolean') return BUSINESS_HOURS_WORDS[actual ? 'true' : 'false'];
  if (typeof actual === 'string') return actual ? `“${actual}”` : 'empty text';
  return String(actual);
}

/** A test's outcome: matches or not, each condition with what it read, and what the rule would do (or hold back). */
export function TestResult({
  rule,
  result,
  conversation,
  channels,
}: {
  rule: Pick<Rule, 'match'>;
  result: RuleTestResult;
  /** "#12 “Refund please”": which conversation it was run against. */
  conversation: string;
  channels: readonly Channel[];
}) {
  return (
    <section aria-label="Test result" className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p
        role="status"
        className={cn('flex items-center gap-2 text-base font-semibold', result.matched ? 'text-emerald-800' : 'text-slate-800')}
      >
        {result.matched ? <CircleCheck aria-hidden="true" className="size-5 text-emerald-600" /> : <CircleX aria-hidden="true" className="size-5 text-slate-500" />}
        {result.matched ? 'Matches' : 'Does not match'}
        <span className="sr-only"> {conversation}</span>
      </p>
      <p className="text-sm text-slate-600">
        {result.message_id === null
          ? `${conversation} has no mail from the customer: the conditions on the mail read nothing.`
          : `Read against the customer’s latest mail in ${conversation}. Nothing was changed.`}
      </p>

      <div>
        <h3 className="text-sm font-semibold text-slate-900">
          Conditions{' '}
          <span className="font-normal text-slate-500">({rule.match === 'any' ? 'any one must match' : 'all must match'})</span>
        </h3>
        {result.conditions.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">None: the rule acts on every mail.</p>
        ) : (
          <ul aria-label="Conditions tested" className="mt-1.5 space-y-1.5">
            {result.conditions.map((c, index) => (
              <li key={index} className="flex items-start gap-2 text-sm">
                {c.matched ? (
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                ) : (
                  <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
                )}
                <span className="min-w-0 break-words">
                  <span className="sr-only">{c.matched ? 'Matched: ' : 'Not matched: '}</span>
                  <span className="text-slate-900">{conditionWords(c, channels)}</span>
                  <span className="block text-xs text-slate-500">Read {actualWords(c.field, c.actual, channels)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div>
        <h3 className="text-sm font-semibold text-slate-900">{result.matched ? 'It would' : 'If it matched, it would'}</h3>
        <ul aria-label="Actions it would take" className="mt-1.5 space-y-1.5">
          {result.actions.map((a, index) => (
            <li key={index} className="text-sm">
              <span className={cn('break-words', a.skipped ? 'text-slate-500 line-through' : 'text-slate-900')}>{a.description}</span>
              {a.skipped && <span className="block text-xs text-amber-800">Skipped: {a.skipped}</span>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
