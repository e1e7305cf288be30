/** Every object of a JSON document with the JSON pointer (RFC 6901) it sits at, depth first. */
export function* walkObjects(node: unknown, pointer = ''): Generator<{ pointer: string; value: Record<string, unknown> }> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* walkObjects(item, `${pointer}/${i}`);
  } else if (node !== null && typeof node === 'object') {
    const value = node as Record<string, unknown>;
    yield { pointer, value };
    for (const [key, child] of Object.entries(value)) {
      yield* walkObjects(child, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
    }
  }
}
