import { useEffect } from 'react';
import { formatCount } from '../../features/conversations/api/get-counts';

export const PRODUCT_TITLE = 'Support Inbox';

export interface TitledView {
  label: string;
  /** null while unknown. */
  count: number | null;
  cap: number;
}

/** "(12) Mine · Support Inbox"; without a count (none, or not known yet) "Mine · Support Inbox"; off the views the product alone. */
export function viewTitle(view: TitledView | null): string {
  if (!view) return PRODUCT_TITLE;
  return `${view.count ? `(${formatCount(view.count, view.cap)}) ` : ''}${view.label} · ${PRODUCT_TITLE}`;
}

/** The browser tab names the current view and its count, or just the product. */
export function useViewTitle(view: TitledView | null): void {
  const title = viewTitle(view);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
