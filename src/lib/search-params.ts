// The pages' addresses (`validateSearch`): every parameter optional, anything unreadable dropped rather than refused,
// so an old or edited link still opens the page. The same as a zod object of `.optional().catch(undefined)` fields,
// without zod: the route tree (and so the first chunk) holds every page's validator, and zod is loaded on demand.

/** Reads one parameter: its value, or undefined when it is missing or unreadable. */
export type ParamReader<T> = (value: unknown) => T | undefined;

export type SearchOf<S extends Record<string, ParamReader<unknown>>> = { [K in keyof S]?: ReturnType<S[K]> };

/**
 * A validator for `validateSearch` (TanStack Router calls its `parse`): the listed parameters only, each read by its
 * reader; a parameter in the address stays a key of the result, undefined when unreadable (as zod leaves it).
 */
export function searchParams<S extends Record<string, ParamReader<unknown>>>(shape: S): { parse: (input: unknown) => SearchOf<S> } {
  return {
    parse(input) {
      const search: Record<string, unknown> = {};
      if (typeof input !== 'object' || input === null) return search as SearchOf<S>;
      for (const [key, read] of Object.entries(shape)) {
        if (Object.hasOwn(input, key)) search[key] = read((input as Record<string, unknown>)[key]);
      }
      return search as SearchOf<S>;
    },
  };
}

/** A string of `min` to `max` characters, trimmed first with `trim`. */
export function text({ min = 0, max = Infinity, trim = false }: { min?: number; max?: number; trim?: boolean } = {}): ParamReader<string> {
  return (value) => {
    if (typeof value !== 'string') return undefined;
    const read = trim ? value.trim() : value;
    return read.length >= min && read.length <= max ? read : undefined;
  };
}

/** One of `values`. */
export function oneOf<const V extends string>(values: readonly V[]): ParamReader<V> {
  return (value) => (values as readonly unknown[]).includes(value) ? (value as V) : undefined;
}

/** A whole number of at least `min`, from a number or its text (as `Number()` reads it, like zod's coerce). */
export function wholeNumber({ min }: { min: number }): ParamReader<number> {
  return (value) => {
    const n = Number(value);
    return Number.isSafeInteger(n) && n >= min ? n : undefined;
  };
}

/** A string matching `pattern`, lower-cased. */
export function lowerCasePattern(pattern: RegExp): ParamReader<string> {
  return (value) => (typeof value === 'string' && pattern.test(value) ? value.toLowerCase() : undefined);
}

/** The first reader's value, else the second's. */
export function either<A, B>(a: ParamReader<A>, b: ParamReader<B>): ParamReader<A | B> {
  return (value) => a(value) ?? b(value);
}
