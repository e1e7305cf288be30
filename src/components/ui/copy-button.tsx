import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from './button';

/** Writes text to the clipboard; falls back to a hidden selection where the Clipboard API is missing (plain http). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

type State = 'idle' | 'copied' | 'failed';

/** A button that copies `text`; says "Copied" (announced politely) for a moment, or that copying failed. */
export function CopyButton({
  text,
  label = 'Copy',
  ...props
}: { text: string; label?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onClick = async () => {
    window.clearTimeout(timer.current);
    try {
      await copyText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = window.setTimeout(() => setState('idle'), 2500);
  };

  return (
    <>
      <Button {...props} onClick={() => void onClick()}>
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4 text-emerald-600" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {state === 'copied' ? 'Copied' : label}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? 'Copied to the clipboard' : state === 'failed' ? 'Could not copy: select the text and copy it yourself' : ''}
      </span>
    </>
  );
}
