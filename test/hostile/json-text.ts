// JSON texts that JSON.stringify cannot write: a fragment spliced in as it is (5000-deep nesting, 1e400, a
// duplicate key), or bytes that are not UTF-8 spliced into an otherwise valid body.

/** A piece of JSON text to write verbatim where this value stands. */
export class RawJson {
  constructor(readonly text: string) {}
}

const RAW_MARK = /"@@RAW_(\d+)@@"/g;
export const BYTES_MARK = '@@BYTES@@';

/** JSON.stringify, except that RawJson values are written as their text. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `@@RAW_${raws.length - 1}@@`;
    }
    return v;
  });
  // JSON.stringify(undefined) is undefined: the caller asked for no value, which is itself a broken body.
  if (text === undefined) return '';
  return raws.length ? text.replace(RAW_MARK, (_, i: string) => raws[Number(i)]!) : text;
}

/** UTF-8 of the text, with every BYTES_MARK replaced by the given bytes (which need not be UTF-8). */
export function toBytesWith(text: string, bytes: readonly number[]): Uint8Array<ArrayBuffer> {
  const parts = text.split(BYTES_MARK).map((part) => Buffer.from(part, 'utf8'));
  const out: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) out.push(Buffer.from(bytes));
    out.push(part);
  });
  return new Uint8Array(Buffer.concat(out));
}

export const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
export const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** A copy of a JSON value (RawJson leaves excluded: copies are made before any is inserted). */
export const cloneJson = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** Sets (or with `remove`, deletes) the value at a path of keys inside a JSON value; the path must exist. */
export function setAt(root: unknown, path: readonly (string | number)[], value: unknown, remove = false): unknown {
  if (!path.length) return value;
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return root;
}

export function getAt(root: unknown, path: readonly (string | number)[]): unknown {
  let node = root;
  for (const key of path) node = (node as Record<string | number, unknown>)[key];
  return node;
}
