import type { Snippet } from '#contract/snippets';
import { timesUsed } from '../../../lib/times-used';
import { RelativeTime } from '../../conversations/components/conversation/relative-time';
import { useNow } from '../../conversations/components/conversation/use-now';

/** "Used 3 times, last 2h ago": how much the team relies on it. */
export function SnippetUsage({ snippet }: { snippet: Snippet }) {
  const now = useNow();
  return (
    <p className="mt-0.5 text-xs text-slate-500">
      {timesUsed(snippet.applied_count)}
      {snippet.applied_count > 0 && snippet.last_applied_at && (
        <>
          , last <RelativeTime iso={snippet.last_applied_at} now={now} />
        </>
      )}
    </p>
  );
}
