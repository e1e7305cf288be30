import { config } from 'zod/v4/core';

// The dashboard's Content-Security-Policy allows no eval: without jitless, zod probes `new Function` on the first
// object it parses, and the browser reports that probe as a policy violation (a console error) although zod
// catches it and falls back to what jitless does anyway.
//
// zod is not part of the first screen: it comes on demand with the contract's schemas. So that it is set up before
// any schema exists, let alone parses, every `import ... from 'zod'` of the dashboard's build resolves to this module
// (resolve.alias in vite.config.ts): it sets zod up, then hands over zod itself.
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
