import { ChevronDown } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { useLazyTrigger } from '../../../../components/ui/lazy-trigger';
import { cn } from '../../../../lib/cn';
import { ACTIVE_FILTER } from './filter-styles';
import { inboxExtras } from './inbox-extras';

/**
 * Filter by tags (all must match): free text, or the tags seen in the loaded conversations. The popover is
 * loaded on demand: until then the same button stands alone (and opens the popover once it has come).
 */
export function TagFilter({
  selected,
  known,
  onChange,
}: {
  selected: string[];
  known: string[];
  onChange: (tag: string, on: boolean) => void;
}) {
  const popover = useLazyTrigger(inboxExtras, 'click');
  const triggerLabel = selected.length === 0 ? 'Any' : selected.length === 1 ? selected[0] : `${selected.length} tags`;
  const trigger = (
    <Button
      size="sm"
      className={cn('max-w-52 font-normal', selected.length > 0 && ACTIVE_FILTER)}
      {...(popover.loaded ? { ref: popover.focusRef } : { ...popover.fallbackProps, 'aria-haspopup': 'dialog', 'aria-expanded': false })}
    >
      <span className="sr-only opacity-75 sm:not-sr-only">Tags:</span>
      <span className="truncate font-medium">{triggerLabel}</span>
      <ChevronDown aria-hidden="true" className="size-3.5 shrink-0 opacity-70" />
    </Button>
  );
  if (!popover.loaded) return trigger;
  const { TagFilterPopover } = popover.loaded;
  return <TagFilterPopover trigger={trigger} defaultOpen={popover.open} selected={selected} known={known} onChange={onChange} />;
}
