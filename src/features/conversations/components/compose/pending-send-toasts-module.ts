import { lazyModule } from '../../../../lib/lazy-module';

/** The "Sending in 7s · Undo" toasts (./pending-send-toasts), loaded with the first scheduled send, or when idle. */
export const pendingSendToastsModule = lazyModule(() => import('./pending-send-toasts'));
