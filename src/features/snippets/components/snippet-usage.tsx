import type { Snippet } from '#contract/snippets';
import { UsageLine } from '../../../components/usage-line';
import { RelativeTime } from '../../conversations/components/conversation/relative-time';
import { useNow } from '../../conversations/components/conversation/use-now';

/** "Used 3 times, last 2h ago": how much the team relies on it. */
export function SnippetUsage({ snippet }: { snippet: Snippet }) {
  const now = useNow();
  return (
    <UsageLine
      className="mt-0.5"
      count={snippet.applied_count}
      last={snippet.last_applied_at && <RelativeTime iso={snippet.last_applied_at} now={now} />}
    />
  );
}
