import { AlarmClock } from 'lucide-react';
import { Popover, PopoverContent, PopoverTrigger } from '../../../../components/ui/popover';
import { SnoozeOptions } from './snooze-options';
import { ToolButton } from './tool-button';

/** The Snooze menu of the bulk toolbar: presets, or a date and time of the agent's choice. */
export function SnoozePopover({
  open,
  onOpenChange,
  onSnooze,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSnooze: (until: string) => void;
}) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <ToolButton>
          <AlarmClock aria-hidden="true" />
          Snooze
        </ToolButton>
      </PopoverTrigger>
      <PopoverContent aria-label="Snooze until" className="w-72 p-1">
        <p className="px-2 pt-1.5 pb-1 text-xs font-medium text-slate-500">Snooze until</p>
        <SnoozeOptions
          onChoose={(until) => {
            onOpenChange(false);
            onSnooze(until);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
