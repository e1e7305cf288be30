/** Whether keys are written as on a Mac (⌘, ⌃) rather than Ctrl. */
export const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
