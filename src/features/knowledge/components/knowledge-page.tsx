import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sessionQueryOptions } from '../../session/api/session';
import { useKnowledgeDomain } from '../api/get-knowledge-domain';
import { DnsRecord } from './dns-record';
import { DomainForm } from './domain-form';
import { VerificationPanel } from './verification-panel';

/** The help site's own domain in three steps: choose it, create its CNAME record, verify the record. */
export function KnowledgePage() {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const { data: setting } = useKnowledgeDomain();
  const domain = setting.domain;
  return (
    <div className="space-y-6">
      <Step id="domain-step" number={1} title="Choose the domain">
        <DomainForm setting={setting} />
      </Step>
      <Step id="record-step" number={2} title="Create the DNS record">
        <DnsRecord setting={setting} />
      </Step>
      <Step id="verify-step" number={3} title="Verify">
        {domain ? (
          // A new domain starts with no answer of its own: the last one was about the previous domain.
          <VerificationPanel key={domain} setting={{ ...setting, domain }} timeZone={session.organization.timezone} />
        ) : (
          <p className="text-sm text-slate-600">Once a domain is set and its record created, check it here.</p>
        )}
      </Step>
    </div>
  );
}

function Step({ id, number, title, children }: { id: string; number: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id={id} className="mb-4 flex items-center gap-2.5 text-sm font-semibold text-slate-900">
        <span aria-hidden="true" className="flex size-6 items-center justify-center rounded-full bg-indigo-50 text-xs font-semibold text-indigo-700">
          {number}
        </span>
        <span className="sr-only">Step {number}: </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
