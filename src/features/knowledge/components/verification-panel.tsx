import { CircleAlert, CircleCheck, CircleHelp, Clock, ServerCrash, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { KnowledgeDomain, VerificationStatus } from '#contract/knowledge';
import { Button } from '../../../components/ui/button';
import { ZonedTime } from '../../../components/ui/zoned-time';
import { cn } from '../../../lib/cn';
import { useVerifyKnowledgeDomain } from '../api/verify-knowledge-domain';

type Tone = 'good' | 'wait' | 'bad' | 'none';
const TONES: Record<Tone, string> = {
  good: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  wait: 'border-amber-200 bg-amber-50 text-amber-950',
  bad: 'border-red-200 bg-red-50 text-red-950',
  none: 'border-slate-200 bg-slate-50 text-slate-800',
};
/** The kept answer, in a few words, beside a failed check (which says nothing of the record). */
const LAST_ANSWERS: Record<VerificationStatus, string> = {
  verified: 'verified',
  pending: 'no record yet',
  misconfigured: 'pointing elsewhere',
};
const ICON_TONES: Record<Tone, string> = { good: 'text-emerald-600', wait: 'text-amber-600', bad: 'text-red-600', none: 'text-slate-500' };

/**
 * Verify asks the DNS now. The answer (verified, pending, misconfigured with what was found, or the DNS error)
 * says what to do next; the time of the last answer the server kept is shown under it.
 */
export function VerificationPanel({ setting, timeZone }: { setting: KnowledgeDomain & { domain: string }; timeZone: string }) {
  const verify = useVerifyKnowledgeDomain();
  const last = setting.last_check;
  const { domain, cname_target: target } = setting;

  let result: ReactNode;
  if (verify.isError) {
    result = (
      <Result tone="bad" icon={ServerCrash} title="The DNS could not answer">
        <p>{sentence(verify.error.message)}</p>
        <p className="mt-1">This says nothing about your record. Try again in a few minutes; if it keeps failing, check that the domain exists.</p>
      </Result>
    );
  } else if (!last) {
    result = (
      <Result tone="none" icon={CircleHelp} title="Not checked yet">
        Once the record above exists, verify it.
      </Result>
    );
  } else if (last.status === 'verified') {
    result = (
      <Result tone="good" icon={CircleCheck} title="Verified">
        <Code>{domain}</Code> points to <Code>{target}</Code>: the help site can be served there. Nothing else to do.
      </Result>
    );
  } else if (last.status === 'pending') {
    result = (
      <Result tone="wait" icon={Clock} title="No CNAME record found yet">
        The DNS has no CNAME record for <Code>{domain}</Code>. Create the record above; if you just did, wait a few minutes (new records can take
        up to a few hours to be seen), then verify again.
      </Result>
    );
  } else {
    result = (
      <Result tone="bad" icon={CircleAlert} title="The record points elsewhere">
        <Code>{domain}</Code> has a CNAME record pointing to <Code>{last.found ?? 'another name'}</Code>, not to <Code>{target}</Code>. Change
        that record’s value to <Code>{target}</Code>, then verify again.
      </Result>
    );
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" onClick={() => verify.mutate()} disabled={verify.isPending}>
          {verify.isPending ? 'Checking the DNS…' : 'Verify'}
        </Button>
        {last && (
          <p className="text-xs text-slate-600">
            {verify.isError ? 'Last answer, ' : 'Last checked '}
            <ZonedTime iso={last.checked} timeZone={timeZone} />
            {verify.isError && `: ${LAST_ANSWERS[last.status]}`}
          </p>
        )}
      </div>
      {/* Announced when it changes: the answer arrives a moment after the click. */}
      <div aria-live="polite" aria-busy={verify.isPending}>
        {result}
      </div>
    </div>
  );
}

function Result({ tone, icon: Icon, title, children }: { tone: Tone; icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className={cn('flex items-start gap-3 rounded-lg border p-4 text-sm', TONES[tone])}>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', ICON_TONES[tone])} />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        <div className="mt-1 break-words">{children}</div>
      </div>
    </div>
  );
}

const Code = ({ children }: { children: ReactNode }) => <code className="font-mono text-[13px] font-medium break-all">{children}</code>;

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);
