import { promises as dns } from 'node:dns';
import net from 'node:net';
import { InputError } from '../errors.ts';

// Server-side request forgery: a webhook URL must not make the server call into its own network (the database,
// a metadata service, an admin port). Every address a host resolves to is checked, at registration and again at
// each delivery (which then connects to the checked address itself, so a DNS answer cannot change in between).

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['64:ff9b::', 96], ['100::', 64],
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv6');
}

/** Whether an address is private, loopback, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as IPv4.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  return blocked.check(address, family);
}

export interface CheckedTarget {
  url: URL;
  /** The address to connect to (checked). */
  address: string;
  family: 4 | 6;
}

/** A URL a webhook may be registered with: http(s), no credentials, a host that resolves. Throws InputError. */
export function parseWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InputError('url must be an absolute http or https URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new InputError('url must be an http or https URL');
  if (url.username || url.password) throw new InputError('url must not hold a user name or password: use the signature to authenticate');
  return url;
}

/** Resolves the URL's host and checks every address; answers the first one to connect to. */
export async function resolveTarget(url: URL, opts: { allowPrivate: boolean }): Promise<CheckedTarget> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await dns.lookup(host, { all: true, verbatim: true });
    } catch {
      throw new InputError(`url: the host ${host} could not be resolved`);
    }
  }
  if (addresses.length === 0) throw new InputError(`url: the host ${host} has no address`);
  if (!opts.allowPrivate) {
    const inside = addresses.find((a) => isPrivateAddress(a.address));
    if (inside) {
      throw new InputError(
        `url: ${host} resolves to ${inside.address}, a private or loopback address; webhooks may only call public addresses (an administrator can allow private ones with WEBHOOK_ALLOW_PRIVATE=true)`,
      );
    }
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
