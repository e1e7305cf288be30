import { Toolbar } from 'radix-ui';
import type { Ref } from 'react';
import { Button, type ButtonProps } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';

/** A button of the bulk toolbar: arrow keys move between them (Radix Toolbar's roving focus). */
export function ToolButton({ className, ref, ...props }: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <Toolbar.Button asChild>
      <Button ref={ref} size="sm" variant="ghost" className={cn('h-7 gap-1 px-1.5 text-[13px] [&_svg]:size-3.5', className)} {...props} />
    </Toolbar.Button>
  );
}
