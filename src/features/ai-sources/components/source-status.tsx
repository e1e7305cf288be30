import { CircleAlert, CircleCheck, Clock, LoaderCircle, Trash2 } from 'lucide-react';
import type { RagSource } from '#contract/rag';
import { Badge } from '../../../components/ui/badge';
import { STATUS_LABELS } from '../source-labels';

/** Where the background job is with a source; a failed one says why beneath. */
export function SourceStatus({ source }: { source: Pick<RagSource, 'status' | 'error'> }) {
  const label = STATUS_LABELS[source.status];
  switch (source.status) {
    case 'ready':
      return (
        <Badge tone="emerald" className="gap-1">
          <CircleCheck aria-hidden="true" className="size-3.5" />
          {label}
        </Badge>
      );
    case 'queued':
      return (
        <Badge className="gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          {label}
        </Badge>
      );
    case 'processing':
      return (
        <Badge tone="indigo" className="gap-1">
          <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
          {label}
        </Badge>
      );
    case 'deleting':
      return (
        <Badge className="gap-1 text-slate-600">
          <Trash2 aria-hidden="true" className="size-3.5" />
          {label}
        </Badge>
      );
    case 'failed':
      return (
        <span className="block">
          <Badge className="gap-1 bg-red-50 text-red-800 ring-red-200">
            <CircleAlert aria-hidden="true" className="size-3.5" />
            {label}
          </Badge>
          {source.error && <span className="mt-1 block max-w-56 text-xs break-words text-red-800">{source.error}</span>}
        </span>
      );
  }
}
