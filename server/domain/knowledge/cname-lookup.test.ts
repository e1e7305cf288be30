import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DNS_LOOKUP_BOUND_MS, DnsLookupError, lookupCname } from './cname-lookup.ts';
import { startSilentServer, startZoneServer, type TestDnsServer } from '#test/support/test-dns-server';

// Node's resolver against real DNS servers on loopback (dns2), over UDP.

let zone: TestDnsServer;
let servfail: TestDnsServer;
let silent: TestDnsServer;

beforeAll(async () => {
  zone = await startZoneServer({
    'help.acme.test': { cname: 'Knowledge.Support-Inbox.example.' },
    'nodata.acme.test': 'nodata',
    'refused.acme.test': 'refused',
  });
  servfail = await startZoneServer({}, 'servfail');
  silent = await startSilentServer();
});
afterAll(async () => {
  await Promise.all([zone.close(), servfail.close(), silent.close()]);
});

const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('the lookup should fail'), (err: unknown) => err as Error);

describe('lookupCname', () => {
  it('gives the CNAME in lower case without the trailing dot, asking the configured server for CNAME', async () => {
    expect(await lookupCname('help.acme.test', { servers: [zone.address] })).toEqual(['knowledge.support-inbox.example']);
    expect(zone.questions).toContain('help.acme.test CNAME');
  });

  it('gives nothing for a name that does not exist (NXDOMAIN) or has no CNAME (NODATA)', async () => {
    expect(await lookupCname('missing.acme.test', { servers: [zone.address] })).toEqual([]);
    expect(await lookupCname('nodata.acme.test', { servers: [zone.address] })).toEqual([]);
  });

  it('fails with the cause named when the server answers SERVFAIL or REFUSED', async () => {
    const serverFailure = await failure(lookupCname('help.acme.test', { servers: [servfail.address] }));
    expect(serverFailure).toBeInstanceOf(DnsLookupError);
    expect(serverFailure.message).toBe('DNS lookup of the CNAME of help.acme.test failed: the DNS server answered SERVFAIL (server failure); try again later');
    const refused = await failure(lookupCname('refused.acme.test', { servers: [zone.address] }));
    expect(refused.message).toMatch(/refused the query \(REFUSED\)/);
  });

  it('gives up on a server that never answers within the bound, retries included', async () => {
    const started = Date.now();
    const timedOut = await failure(lookupCname('help.acme.test', { servers: [silent.address] }));
    const elapsed = Date.now() - started;
    expect(timedOut).toBeInstanceOf(DnsLookupError);
    expect(timedOut.message).toBe('DNS lookup of the CNAME of help.acme.test failed: the DNS server did not answer in time (the check waits at most 3 s); try again later');
    expect(elapsed).toBeLessThan(DNS_LOOKUP_BOUND_MS + 500);
    expect(silent.questions.length).toBeGreaterThanOrEqual(1);
  });

  it('fails at once, naming it, when nothing listens at the server address', async () => {
    const closed = await startSilentServer();
    const address = closed.address;
    await closed.close(); // the port is free again: the kernel answers "port unreachable"
    const started = Date.now();
    const unreachable = await failure(lookupCname('help.acme.test', { servers: [address] }));
    expect(unreachable.message).toBe('DNS lookup of the CNAME of help.acme.test failed: the DNS server could not be reached (connection refused); try again later');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps to the bound across several silent servers', async () => {
    const other = await startSilentServer();
    try {
      const started = Date.now();
      await failure(lookupCname('help.acme.test', { servers: [silent.address, other.address], boundMs: 1000 }));
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await other.close();
    }
  });
});
