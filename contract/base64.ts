// Validating megabytes of base64 takes tens of milliseconds. Done in one piece it would hold the server's event
// loop (every other request waits) or the browser's page; done a slice at a time, one slice a turn, it never does.

const SLICE_CHARS = 1 << 20;

let queue: Promise<void> = Promise.resolve();
/** A later turn of the event loop, one waiter a turn, so concurrent checks take turns instead of running at once. */
function laterTurn(): Promise<void> {
  const turn = queue.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  queue = turn;
  return turn;
}

/**
 * Decoded size of base64 text (standard alphabet, padding, line breaks and other whitespace allowed), or
 * undefined when it is not base64. Large text is checked a megabyte a turn.
 */
export async function base64DecodedSize(content: string): Promise<number | undefined> {
  let length = 0;
  let padding = 0;
  for (let offset = 0; offset < content.length; offset += SLICE_CHARS) {
    if (offset > 0) await laterTurn();
    const slice = content.slice(offset, offset + SLICE_CHARS);
    const compact = /\s/.test(slice) ? slice.replace(/\s+/g, '') : slice;
    // Padding ends the text: nothing but whitespace may follow it, in this slice or a later one.
    if (padding > 0 && compact.length > 0) return undefined;
    const match = /^[A-Za-z0-9+/]*(={0,2})$/.exec(compact);
    if (!match) return undefined;
    padding = match[1]!.length;
    length += compact.length;
  }
  if (length % 4 !== 0) return undefined;
  return (length / 4) * 3 - padding;
}
