// The "Who may do what" table of docs/api.md: one row per operation, one column per kind of caller, each cell the
// status that caller gets. The documentation is the expectation; the permission test holds the server to it.

export const CALLER_COLUMNS = ['owner key', 'key without permissions', 'agent session', 'admin session', 'owner session', 'revoked key', 'expired session'] as const;
export type CallerColumn = (typeof CALLER_COLUMNS)[number];

export interface PermissionRow {
  /** `GET /conversations/{id}`, as ApiOperation.name. */
  operation: string;
  expected: Record<CallerColumn, number>;
}

export const TABLE_HEADING = '## Who may do what';

const cellsOf = (line: string) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());

/** Reads the table under TABLE_HEADING; throws, naming the line, on anything it does not understand. */
export function parsePermissionTable(markdown: string): PermissionRow[] {
  const lines = markdown.split('\n');
  const heading = lines.findIndex((l) => l.trim() === TABLE_HEADING);
  if (heading < 0) throw new Error(`no "${TABLE_HEADING}" section`);
  const start = lines.findIndex((l, i) => i > heading && l.trim().startsWith('|'));
  if (start < 0) throw new Error(`no table under "${TABLE_HEADING}"`);
  const header = cellsOf(lines[start]!);
  if (JSON.stringify(header.slice(1)) !== JSON.stringify(CALLER_COLUMNS)) {
    throw new Error(`the table's columns are ${header.slice(1).join(', ')}; expected ${CALLER_COLUMNS.join(', ')}`);
  }
  const rows: PermissionRow[] = [];
  for (let i = start + 2; i < lines.length && lines[i]!.trim().startsWith('|'); i++) {
    const [operation, ...cells] = cellsOf(lines[i]!);
    if (cells.length !== CALLER_COLUMNS.length || !cells.every((c) => /^[1-5]\d\d$/.test(c))) {
      throw new Error(`line ${i + 1} of the table is not an operation and ${CALLER_COLUMNS.length} statuses: ${lines[i]}`);
    }
    rows.push({
      operation: operation!.replace(/`/g, ''),
      expected: Object.fromEntries(CALLER_COLUMNS.map((column, c) => [column, Number(cells[c])])) as Record<CallerColumn, number>,
    });
  }
  return rows;
}

/**
 * Whether `actual` is what a cell allows: 401 and 403 (and any other refusal written in the table) exactly; a 2xx
 * cell, a 2xx or a refusal anyone would get for that request (an invalid body or id: 400, 404, 409).
 */
export function matchesCell(expected: number, actual: number): boolean {
  if (expected >= 200 && expected < 300) return (actual >= 200 && actual < 300) || [400, 404, 409].includes(actual);
  return actual === expected;
}
