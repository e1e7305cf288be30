import { wordVectors } from '../../server/domain/rag/embed/word-vectors.ts';
import { PGLITE_IMAGE_ENV, preparePgliteImage } from './pglite-image.ts';

/** Vitest's global setup: runs once, before the test files' workers start (they inherit the environment). */
export default async function setup(): Promise<void> {
  // The word-vector table is built once here (a child process, about 6 s) rather than by the first test that
  // processes an AI source, in each worker at once.
  await wordVectors();
  if (!process.env.TEST_DATABASE_URL) process.env[PGLITE_IMAGE_ENV] = await preparePgliteImage();
}
