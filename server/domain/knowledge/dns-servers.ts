import { isIP } from 'node:net';

export type DnsServersResult = { ok: true; servers: string[] } | { ok: false; error: string };

function port(raw: string): number | undefined {
  if (!/^[0-9]{1,5}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= 65535 ? n : undefined;
}

/**
 * DNS_SERVERS: `1.1.1.1`, `127.0.0.1:5353`, `::1`, `[2001:db8::53]:5353`, comma-separated. Only IP addresses:
 * the resolver cannot look up its own servers. Returns them in the form `Resolver#setServers` takes.
 */
export function parseDnsServers(raw: string): DnsServersResult {
  const servers: string[] = [];
  for (const entry of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
    const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(entry);
    let host = entry;
    let portText: string | undefined;
    if (bracketed) {
      host = bracketed[1]!;
      portText = bracketed[2];
    } else if (entry.split(':').length === 2) {
      [host, portText] = entry.split(':') as [string, string];
    }
    const family = isIP(host);
    if (family === 0) return { ok: false, error: `"${entry}" is not an IP address (write host or host:port, IPv6 in brackets: [::1]:53)` };
    if (bracketed && family !== 6) return { ok: false, error: `"${entry}": only IPv6 addresses go in brackets` };
    if (portText === undefined) {
      servers.push(host);
      continue;
    }
    const n = port(portText);
    if (n === undefined) return { ok: false, error: `"${entry}" has an invalid port (1 to 65535)` };
    servers.push(family === 6 ? `[${host}]:${n}` : `${host}:${n}`);
  }
  return { ok: true, servers };
}
