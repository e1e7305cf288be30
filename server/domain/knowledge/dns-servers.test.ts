import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { parseDnsServers } from './dns-servers.ts';

describe('DNS_SERVERS', () => {
  it('takes IPv4 and IPv6 addresses, with ports, IPv6 in brackets when it has one', () => {
    expect(parseDnsServers(' 1.1.1.1, 127.0.0.1:5353,::1 , [2001:db8::53]:5300,[::1]')).toEqual({
      ok: true,
      servers: ['1.1.1.1', '127.0.0.1:5353', '::1', '[2001:db8::53]:5300', '::1'],
    });
    expect(parseDnsServers('')).toEqual({ ok: true, servers: [] });
  });

  it.each([
    ['dns.example', '"dns.example" is not an IP address (write host or host:port, IPv6 in brackets: [::1]:53)'],
    ['1.1.1.1:0', '"1.1.1.1:0" has an invalid port (1 to 65535)'],
    ['1.1.1.1:70000', '"1.1.1.1:70000" has an invalid port (1 to 65535)'],
    ['[1.1.1.1]:53', '"[1.1.1.1]:53": only IPv6 addresses go in brackets'],
    ['[::1]:x', '"[::1]:x" has an invalid port (1 to 65535)'],
  ])('refuses %j', (raw, error) => {
    expect(parseDnsServers(raw)).toEqual({ ok: false, error });
  });

  it('reaches the configuration: unset means the system resolvers, a bad value stops the start', () => {
    expect(loadConfig({}).dnsServers).toBeUndefined();
    expect(loadConfig({ DNS_SERVERS: '127.0.0.1:5353' }).dnsServers).toEqual(['127.0.0.1:5353']);
    expect(() => loadConfig({ DNS_SERVERS: 'dns.example' })).toThrow(/DNS_SERVERS: "dns.example" is not an IP address/);
  });
});

describe('KNOWLEDGE_CNAME_TARGET', () => {
  it('defaults to knowledge.support-inbox.example and is normalized like a domain', () => {
    expect(loadConfig({}).knowledgeCnameTarget).toBe('knowledge.support-inbox.example');
    expect(loadConfig({ KNOWLEDGE_CNAME_TARGET: 'Sites.Example.COM.' }).knowledgeCnameTarget).toBe('sites.example.com');
    expect(() => loadConfig({ KNOWLEDGE_CNAME_TARGET: 'https://x.example' })).toThrow(/KNOWLEDGE_CNAME_TARGET: the target must be a host name without a scheme/);
  });
});
