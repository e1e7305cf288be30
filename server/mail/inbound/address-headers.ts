// mailparser runs every address header of every MIME part (From, To, Cc, List-* ...) through nodemailer's
// addressparser, which re-reads a header once per level of group syntax it finds ("To: a <b>To: a <b>..."), up
// to 50 levels: a few MB of such headers kept the event loop, and with it the API, busy for minutes. Their bytes
// are counted before parsing, and a message with more than any real mail carries is refused.

/** Bytes of address headers a message may hold in all its parts (about 3,000 addresses). */
export const MAX_ADDRESS_HEADER_BYTES = 128 * 1024;

// The headers mailparser reads as address lists (mail-parser.js processHeaders and parseListHeader).
const ADDRESS_HEADERS = new Set(['from', 'to', 'cc', 'bcc', 'sender', 'reply-to', 'delivered-to', 'return-path', 'disposition-notification-to']);
const isAddressHeader = (key: string) => ADDRESS_HEADERS.has(key) || key.startsWith('list-');

const LF = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;
const COLON = 0x3a;
// The first bytes an address header's name can start with (trimmed as JavaScript trims latin1: tab to CR,
// space, no-break space): anything else starts a field that is none, and its lines cost one comparison.
const CAN_START = new Set([...'fFtTcCbBsSrRdDlL'].map((c) => c.charCodeAt(0)).concat([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0]));

/**
 * Bytes of the header fields named like an address header, anywhere in the raw message: every line is read as
 * a possible header line (body lines too), so no MIME structure, however broken, hides one from the count. A
 * field is a line and the lines folded onto it (starting with a space or a tab), named by the text before its
 * first colon, trimmed, as mailsplit reads them (the colon may come on a folded line). Counting stops past `limit`.
 */
export function addressHeaderBytes(raw: Buffer, limit = MAX_ADDRESS_HEADER_BYTES): number {
  let total = 0;
  let counting = false; // the current field is an address header
  let name: string | null = null; // the current field's name so far, until its colon; null once known
  let pending = 0; // bytes of the current field read before its colon
  for (let start = 0; start < raw.length && total <= limit; ) {
    const lf = raw.indexOf(LF, start);
    const end = lf < 0 ? raw.length : lf + 1;
    if (raw[start] !== SPACE && raw[start] !== TAB) {
      counting = false;
      name = CAN_START.has(raw[start]!) ? '' : null;
      pending = 0;
    }
    if (name === null) {
      if (counting) total += end - start;
    } else {
      pending += end - start;
      let colon = -1; // searched within the line only, so the scan stays linear
      for (let i = start; i < end; i++) {
        if (raw[i] === COLON) {
          colon = i;
          break;
        }
      }
      const upTo = colon < 0 ? end : colon;
      // A name longer than any address header's is kept to its start: enough to tell "list-..." apart.
      const part = raw.toString('latin1', start, Math.min(upTo, start + 64));
      name = (name.trim() === '' ? part.trimStart() : name + part).slice(0, 64);
      if (colon >= 0) {
        counting = isAddressHeader(name.trim().toLowerCase());
        if (counting) total += pending;
        name = null;
      }
    }
    start = end;
  }
  return total;
}
