import { lazyModule } from '../../lib/lazy-module';

/**
 * The change stream's decoder and the code applying changes to the cache (./live-processing). The stream opens with
 * the app shell; what it sends before this is loaded waits, in order (EventStreamClient).
 */
export const liveProcessing = lazyModule(() => import('./live-processing'));
