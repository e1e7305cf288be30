import { promises as dns } from 'node:dns';

/** Where help-site domains must point unless KNOWLEDGE_CNAME_TARGET says otherwise. */
export const DEFAULT_KNOWLEDGE_CNAME_TARGET = 'knowledge.support-inbox.example';

/** The whole lookup, every server and retry included, ends within this. */
export const DNS_LOOKUP_BOUND_MS = 3000;

/** The lookup itself failed (the DNS could not say whether a record exists): the API answers 502. */
export class DnsLookupError extends Error {}

function failure(name: string, code: string | undefined, boundMs: number): DnsLookupError {
  const seconds = `${Math.round(boundMs / 100) / 10} s`;
  const why: Record<string, string> = {
    ESERVFAIL: 'the DNS server answered SERVFAIL (server failure)',
    EREFUSED: 'the DNS server refused the query (REFUSED)',
    ETIMEOUT: `the DNS server did not answer in time (the check waits at most ${seconds})`,
    ECONNREFUSED: 'the DNS server could not be reached (connection refused)',
    EBADRESP: 'the DNS server sent a malformed answer',
    EFORMERR: 'the DNS server could not read the query (FORMERR)',
    ENOTIMP: 'the DNS server does not implement the query (NOTIMP)',
  };
  return new DnsLookupError(`DNS lookup of the CNAME of ${name} failed: ${why[code ?? ''] ?? `error ${code ?? 'unknown'}`}; try again later`);
}

/**
 * The CNAME values of `name` (lower case, no trailing dot), or [] when it has none: the name does not exist
 * (NXDOMAIN) or has no CNAME (NODATA). Anything else, a timeout included, is a DnsLookupError.
 * `servers` are IP addresses with optional ports; without them the system's resolvers are asked.
 */
export async function lookupCname(name: string, opts: { servers?: string[]; boundMs?: number } = {}): Promise<string[]> {
  const boundMs = opts.boundMs ?? DNS_LOOKUP_BOUND_MS;
  // c-ares doubles the timeout on its second try: a quarter plus a half fits the bound for one server; the timer
  // below cuts off several slow servers.
  const resolver = new dns.Resolver({ timeout: Math.max(1, Math.floor(boundMs / 4)), tries: 2 });
  if (opts.servers?.length) resolver.setServers(opts.servers);
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      resolver.cancel();
      reject(failure(name, 'ETIMEOUT', boundMs));
    }, boundMs);
  });
  try {
    const values = await Promise.race([resolver.resolveCname(name), bound]);
    return values.map((v) => v.toLowerCase().replace(/\.$/, ''));
  } catch (err) {
    if (err instanceof DnsLookupError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') return [];
    throw failure(name, code, boundMs);
  } finally {
    clearTimeout(timer);
  }
}
