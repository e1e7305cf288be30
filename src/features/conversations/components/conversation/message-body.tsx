import { ImageOff } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../../../../lib/cn';
import {
  COLLAPSED_MAX_HEIGHT,
  EMAIL_FONT,
  EMAIL_FONT_SIZE,
  EMAIL_LINE_HEIGHT,
  EMAIL_SANDBOX,
  buildEmailDocument,
  estimateEmailHeight,
} from './email-document';
import { sanitizeEmail } from './sanitize-email';

/** A message's body: its HTML in a sandboxed iframe, or its text when it has no HTML. */
export function MessageBody({ html, text, title }: { html: string | null; text: string; title: string }) {
  if (!html) {
    return <pre className="font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">{text}</pre>;
  }
  return <HtmlBody html={html} title={title} />;
}

let probe: HTMLDivElement | undefined;

/** Height of `text` laid out like the iframe's body at `width`: text only (textContent), so nothing can load. */
function measureText(text: string, width: number): number {
  if (!probe) {
    probe = document.createElement('div');
    probe.setAttribute('aria-hidden', 'true');
    Object.assign(probe.style, {
      position: 'absolute',
      top: '0',
      left: '-10000px',
      visibility: 'hidden',
      pointerEvents: 'none',
      whiteSpace: 'pre-wrap',
      overflowWrap: 'break-word',
      fontFamily: EMAIL_FONT,
      fontSize: `${EMAIL_FONT_SIZE}px`,
      lineHeight: String(EMAIL_LINE_HEIGHT),
    });
    document.body.append(probe);
  }
  probe.style.width = `${Math.max(width - 4, 80)}px`;
  probe.textContent = text;
  const height = probe.offsetHeight;
  probe.textContent = '';
  return height;
}

// Sizing: the iframe has neither allow-scripts nor allow-same-origin, so its document can neither report
// its height nor be measured from here. Instead the parent measures the email's text, with its line
// structure, at the iframe's width and in the same font (text only: nothing can load or run), adds the
// declared image heights and some slack. Long messages start collapsed at COLLAPSED_MAX_HEIGHT with
// "Show full message"; if the estimate is ever short, the iframe scrolls inside, so nothing is cut off.
function HtmlBody({ html, title }: { html: string; title: string }) {
  const email = useMemo(() => sanitizeEmail(html), [html]);
  const [showImages, setShowImages] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [textHeight, setTextHeight] = useState<number | undefined>();
  const wrapper = useRef<HTMLDivElement>(null);
  const srcDoc = useMemo(() => buildEmailDocument(email, showImages), [email, showImages]);

  useLayoutEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setTextHeight(measureText(email.layoutText, entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [email.layoutText]);

  const full = estimateEmailHeight(textHeight ?? email.layoutText.split('\n').length * 22, email.paragraphs, email.imageHeight);
  const collapsible = full > COLLAPSED_MAX_HEIGHT + 80;
  const height = collapsible && !expanded ? COLLAPSED_MAX_HEIGHT : full;

  return (
    <div>
      {email.hasRemoteImages && !showImages && (
        <div className="mb-3 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-xs text-slate-600">
          <ImageOff aria-hidden="true" className="size-3.5 text-slate-400" />
          <span>Remote images are hidden to protect your privacy.</span>
          <button
            type="button"
            onClick={() => setShowImages(true)}
            className="font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            Show images
          </button>
        </div>
      )}
      <div ref={wrapper} className="relative">
        <iframe
          title={title}
          sandbox={EMAIL_SANDBOX}
          srcDoc={srcDoc}
          referrerPolicy="no-referrer"
          style={{ height }}
          className="block w-full border-0 bg-transparent"
        />
        {collapsible && !expanded && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-white to-transparent"
          />
        )}
      </div>
      {collapsible && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          className={cn(
            'mt-2 rounded-md px-2 py-1 text-xs font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600',
          )}
        >
          {expanded ? 'Show less' : 'Show full message'}
        </button>
      )}
    </div>
  );
}
