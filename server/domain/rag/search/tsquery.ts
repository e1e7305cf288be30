// PostgreSQL's tsquery matching, in the process, over the terms held by passage-terms.ts: the query's terms are
// tsqueries as PostgreSQL writes them ('refund', 'e-mail' & 'mail', 'money' <-> 'back', 'log' <2> 'in',
// 'refund':A), and a passage's search document is its lexemes with their positions and weights. Operators by
// PostgreSQL's precedence: ! binds tightest, then the phrase operators <-> and <N>, then &, then |. A phrase
// matches where its right side ends N positions after its left side ends; inside a phrase, & and | match where
// either side does (all the terms the search builds use them only around whole phrases).

export type TsQuery =
  | { op: 'lexeme'; lexeme: string; weights: number }
  | { op: 'not'; arg: TsQuery }
  | { op: 'and' | 'or'; left: TsQuery; right: TsQuery }
  | { op: 'phrase'; distance: number; left: TsQuery; right: TsQuery };

/** Weight letters as bits: D 1, C 2, B 4, A 8 (a position's weight is 0..3 for D..A). */
const WEIGHT_BITS: Record<string, number> = { D: 1, C: 2, B: 4, A: 8 };
export const ANY_WEIGHT = 15;

export function parseTsQuery(text: string): TsQuery | null {
  const tokens = [...text.matchAll(/'((?:[^']|'')*)'(?::([A-Da-d]+)?(\*)?)?|<->|<(\d+)>|[&|!()]/g)];
  let at = 0;
  const peek = () => tokens[at]?.[0];
  function operand(): TsQuery | null {
    const token = tokens[at++];
    if (!token) return null;
    if (token[0] === '!') {
      const arg = operand();
      return arg && { op: 'not', arg };
    }
    if (token[0] === '(') {
      const inner = or();
      if (peek() === ')') at++;
      return inner;
    }
    if (token[1] === undefined) return null;
    const weights = token[2] ? [...token[2].toUpperCase()].reduce((bits, w) => bits | WEIGHT_BITS[w]!, 0) : ANY_WEIGHT;
    return { op: 'lexeme', lexeme: token[1].replace(/''/g, "'"), weights };
  }
  function phrase(): TsQuery | null {
    let left = operand();
    while (left && (peek() === '<->' || /^<\d+>$/.test(peek() ?? ''))) {
      const token = tokens[at++]!;
      const right = operand();
      if (!right) return null;
      left = { op: 'phrase', distance: token[0] === '<->' ? 1 : Number(token[4]), left, right };
    }
    return left;
  }
  /** A left-associative chain of `next` joined by the operator's token. */
  const chain = (next: () => TsQuery | null, token: string, op: 'and' | 'or') => (): TsQuery | null => {
    let left = next();
    while (left && peek() === token) {
      at++;
      const right = next();
      if (!right) return null;
      left = { op, left, right };
    }
    return left;
  };
  const and = chain(phrase, '&', 'and');
  const or = chain(and, '|', 'or');
  const query = or();
  return query && at === tokens.length ? query : null;
}

/** A passage's positions of a lexeme (each position * 4 + its weight, D..A as 0..3), or undefined. */
export type PositionsOf = (lexeme: string) => ArrayLike<number> | undefined;

/** The lexemes every passage that matches holds: all but those under ! or on one side only of |. */
export function requiredLexemes(query: TsQuery): string[] {
  switch (query.op) {
    case 'lexeme':
      return [query.lexeme];
    case 'not':
      return [];
    case 'or': {
      const left = new Set(requiredLexemes(query.left));
      return requiredLexemes(query.right).filter((l) => left.has(l));
    }
    default:
      return [...new Set([...requiredLexemes(query.left), ...requiredLexemes(query.right)])];
  }
}

/** The end positions where the query matches (a phrase's end, a lexeme's own), with the phrase's width. */
interface Match {
  ends: number[];
  width: number;
}

function positions(query: TsQuery, positionsOf: PositionsOf): Match | null {
  switch (query.op) {
    case 'lexeme': {
      const all = positionsOf(query.lexeme);
      if (!all) return null;
      const ends: number[] = [];
      for (let i = 0; i < all.length; i++) if (query.weights & (1 << (all[i]! & 3))) ends.push(all[i]! >> 2);
      return ends.length ? { ends, width: 0 } : null;
    }
    case 'not':
      return positions(query.arg, positionsOf) ? null : { ends: [], width: 0 };
    case 'and':
    case 'or': {
      const left = positions(query.left, positionsOf);
      if (query.op === 'and' && !left) return null;
      const right = positions(query.right, positionsOf);
      if (query.op === 'and' && !right) return null;
      if (!left || !right) return left ?? right;
      return { ends: [...new Set([...left.ends, ...right.ends])].sort((a, b) => a - b), width: Math.max(left.width, right.width) };
    }
    case 'phrase': {
      const left = positions(query.left, positionsOf);
      const right = left && positions(query.right, positionsOf);
      if (!left || !right) return null;
      const leftEnds = new Set(left.ends);
      const ends = right.ends.filter((end) => leftEnds.has(end - right.width - query.distance));
      return ends.length ? { ends, width: left.width + query.distance + right.width } : null;
    }
  }
}

/** Whether the passage whose lexemes `positionsOf` gives matches the query. */
export function matchesTsQuery(query: TsQuery, positionsOf: PositionsOf): boolean {
  return positions(query, positionsOf) !== null;
}
