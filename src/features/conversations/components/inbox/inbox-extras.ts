import { lazyModule } from '../../../../lib/lazy-module';

/**
 * What the inbox shows only on demand: the filters' menu and popover, the bulk toolbar, the dialogs (delete,
 * snooze, shortcuts) and the select-all-matching notice. Loaded on intent or when idle after the first screen.
 */
export const inboxExtras = lazyModule(() => import('./inbox-extras-impl'));
