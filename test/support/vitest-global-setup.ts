import { PGLITE_IMAGE_ENV, preparePgliteImage } from './pglite-image.ts';

/** Vitest's global setup: runs once, before the test files' workers start (they inherit the environment). */
export default async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) process.env[PGLITE_IMAGE_ENV] = await preparePgliteImage();
}
