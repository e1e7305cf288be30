/** Repository-relative paths of the Vitest files that open a database, sorted. */
export function databaseTestFiles(root: string): string[];
