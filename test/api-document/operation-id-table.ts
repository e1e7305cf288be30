// The "Operation ids" table of docs/api.md: the stable names of the operations, as generated clients call them.

export interface OperationIdRow {
  operationId: string;
  /** `GET /conversations/{id}`, as ApiOperation.name. */
  operation: string;
}

export const TABLE_HEADING = '### Operation ids';

const ROW = /^\| `([^`]+)` \| `([A-Z]+ [^`]+)` \| [^|]+ \|$/;

/** Reads the table under TABLE_HEADING; throws, naming the line, on a row it does not understand. */
export function parseOperationIdTable(markdown: string): OperationIdRow[] {
  const lines = markdown.split('\n');
  const heading = lines.findIndex((l) => l.trim() === TABLE_HEADING);
  if (heading < 0) throw new Error(`no "${TABLE_HEADING}" section`);
  const start = lines.findIndex((l, i) => i > heading && l.trim().startsWith('|'));
  if (start < 0) throw new Error(`no table under "${TABLE_HEADING}"`);
  const rows: OperationIdRow[] = [];
  for (let i = start + 2; i < lines.length && lines[i]!.trim().startsWith('|'); i++) {
    const match = ROW.exec(lines[i]!.trim());
    if (!match) throw new Error(`line ${i + 1} of the table is not | \`operationId\` | \`METHOD /path\` | tag |: ${lines[i]}`);
    rows.push({ operationId: match[1]!, operation: match[2]! });
  }
  return rows;
}
