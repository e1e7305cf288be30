import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder (where package.json is), found by walking up from this module: the same answer whether
 * the server runs from its TypeScript sources or from the bundle `npm start` builds into dist/server.
 */
export function findRepoRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'server'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json with a server folder above ${from}`);
  }
}

export const repoRoot = findRepoRoot();
