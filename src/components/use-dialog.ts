import { useState } from 'react';
import { useFocusReturn } from './ui/use-focus-return';

/**
 * A dialog opened by a button of the page (no Radix trigger): what it is open for (`true`, or the row being
 * edited), and focus back on the control that opened it when it closes, as a trigger would have it.
 */
export function useDialog<Subject = true>() {
  const [subject, setSubject] = useState<Subject | null>(null);
  const focus = useFocusReturn();
  const show = (...args: Subject extends true ? [] : [Subject]) => {
    focus.remember();
    setSubject((args.length === 0 ? true : args[0]) as Subject);
  };
  const props = {
    open: subject !== null,
    onOpenChange: (open: boolean) => {
      if (open) return;
      setSubject(null);
      focus.restore();
    },
  };
  return { subject, show, props };
}
