import { useEffect, useEffectEvent, useLayoutEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { drafts } from './drafts';

/** How long typing may pause before the draft is written (and any pending write happens on leaving anyway). */
const SAVE_DELAY_MS = 400;

/**
 * Gives a form its kept draft: once when it mounts (before the first paint, so nothing flickers), and again
 * whenever a draft is put back in its slot (Undo send) while it is on screen.
 */
export function useRestoredDraft<T>(key: string, onRestore: (draft: T) => void) {
  const restore = useEffectEvent((draft: unknown) => onRestore(draft as T));
  useLayoutEffect(() => {
    const kept = drafts.read<T>(key);
    if (kept !== undefined) restore(kept);
    return drafts.subscribe(key, (draft) => restore(draft));
  }, [key]);
}

/**
 * Saves the form's values as the agent types (debounced), and at once when the form goes away or the page
 * is left (reload, sign-in redirect); an empty form removes the draft.
 */
export function useDraftAutosave<T extends FieldValues>(
  key: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver context and output type
  form: UseFormReturn<T, any, any>,
  isEmpty: (values: T) => boolean,
) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      const values = form.getValues();
      if (isEmpty(values)) drafts.remove(key);
      else drafts.write(key, values);
    };
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(flush, SAVE_DELAY_MS);
    });
    const stopDiscard = drafts.onDiscard(key, () => {
      clearTimeout(timer);
      timer = undefined;
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      stopDiscard();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, isEmpty, key]);
}
