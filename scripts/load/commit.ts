import { execSync } from 'node:child_process';

/** The commit a benchmark measured, for its section of BENCHMARKS.md ('unknown' outside a git checkout). */
export function currentCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
