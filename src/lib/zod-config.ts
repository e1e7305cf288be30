import { z } from 'zod';

// The dashboard's Content-Security-Policy allows no eval: without jitless, zod probes `new Function` on the first
// object it parses, and the browser reports that probe as a policy violation (a console error) although zod
// catches it and falls back to what jitless does anyway.
z.config({ jitless: true });
