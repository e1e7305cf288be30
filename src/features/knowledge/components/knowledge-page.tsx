import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { sessionQueryOptions } from '../../session/api/session';
import { siteQueryOptions } from '../../help-center/api/get-site';
import { useKnowledgeDomain } from '../api/get-knowledge-domain';
import { DnsRecord } from './dns-record';
import { DomainForm } from './domain-form';
import { VerificationPanel } from './verification-panel';

/** The help site's own domain in three steps: choose it, create its CNAME record, verify the record. */
export function KnowledgePage() {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const { data: setting } = useKnowledgeDomain();
  const domain = setting.domain;
  // Setting, clearing and verifying the domain invalidate it: the address follows the check's answer.
  const site = useQuery(siteQueryOptions());
  return (
    <div className="space-y-6">
      {site.data && (
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
          <span className="text-slate-600">{site.data.domain_status === 'verified' ? 'Your help site is at ' : 'Until the domain is verified, your help site is at '}</span>
          <a href={site.data.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium break-all text-indigo-700 hover:underline">
            {site.data.url} <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
          </a>
          <span className="text-slate-600">
            {' '}
            ·{' '}
            <Link to="/settings/help-center" className="font-medium text-indigo-700 hover:underline">
              write its articles
            </Link>
          </span>
        </p>
      )}
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
