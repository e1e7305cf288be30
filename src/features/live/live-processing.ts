// What reads and applies the change stream's messages, in one chunk with zod and the contract's schemas: loaded
// when the first change arrives or when the browser is idle, whichever is first (see live-processing-module.ts).
export { applyChanges } from './apply-changes';
export { streamDecoder } from './stream-decoder';
