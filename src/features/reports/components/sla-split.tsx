import type { CSSProperties } from 'react';
import type { ReportOverview } from '#contract/reports';
import { formatNumber, formatShare } from '../format';

// Met is solid green, breached striped red: the two parts differ by texture as well as color, and each is named
// with its count and share in the text under the bar.
const MET: CSSProperties = { background: '#047857' };
const BREACHED: CSSProperties = { background: 'repeating-linear-gradient(135deg, #be123c 0 5px, #fff 5px 7px)' };

function Sample({ style }: { style: CSSProperties }) {
  return <span aria-hidden="true" className="inline-block size-3.5 shrink-0 rounded-sm" style={style} />;
}

/** The first-response SLA of the period's new conversations: met against breached, as a bar and in words. */
export function SlaSplit({ sla }: { sla: ReportOverview['sla'] }) {
  const { first_response_met: met, first_response_breached: breached } = sla;
  const total = met + breached;
  return (
    <div className="mt-6 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-medium text-slate-900">First-response SLA</h3>
      {total === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No new conversation of this period was under a first-response target.</p>
      ) : (
        <>
          <div aria-hidden="true" className="mt-2 flex h-4 w-full gap-0.5 overflow-hidden rounded">
            {met > 0 && <div style={{ ...MET, width: `${(met / total) * 100}%` }} />}
            {breached > 0 && <div style={{ ...BREACHED, width: `${(breached / total) * 100}%` }} />}
          </div>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
            <li className="flex items-center gap-1.5">
              <Sample style={MET} />
              <span>
                Met: <span className="font-medium text-slate-900 tabular-nums">{formatNumber(met)}</span> ({formatShare(met / total)})
              </span>
            </li>
            <li className="flex items-center gap-1.5">
              <Sample style={BREACHED} />
              <span>
                Breached: <span className="font-medium text-slate-900 tabular-nums">{formatNumber(breached)}</span> ({formatShare(breached / total)})
              </span>
            </li>
          </ul>
        </>
      )}
    </div>
  );
}
