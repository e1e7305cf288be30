import dns2 from 'dns2';

// A real DNS server on loopback for the help-site domain check. The e2e server asks it (playwright.config.ts sets
// DNS_SERVERS to 127.0.0.1:E2E_DNS_PORT); a test starts it, fills its zone, and the dashboard's Verify button
// makes the server look the CNAME up over the wire.

const { Packet } = dns2;

/** What the server answers for a name: a CNAME, NXDOMAIN (the default), no record of the type, or a failure. */
export type ZoneAnswer = { cname: string } | 'nxdomain' | 'nodata' | 'servfail';

export interface DnsZone {
  /** Sets (or replaces) the answer for a name. */
  set(name: string, answer: ZoneAnswer): void;
  /** The questions received, `name TYPE`. */
  questions: string[];
  close(): Promise<void>;
}

export function dnsPort(): number {
  const port = Number(process.env.E2E_DNS_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_DNS_PORT is not set: run the suite through playwright.config.ts');
  return port;
}

/** Starts the server on 127.0.0.1:E2E_DNS_PORT (UDP), the address the e2e server's resolver uses. */
export async function startDnsZone(): Promise<DnsZone> {
  const zone = new Map<string, ZoneAnswer>();
  const questions: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const [question] = request.questions;
      const response = Packet.createResponseFromRequest(request);
      if (!question) return send(response);
      questions.push(`${question.name} ${question.type === Packet.TYPE.CNAME ? 'CNAME' : question.type}`);
      const answer = zone.get(question.name.toLowerCase()) ?? 'nxdomain';
      if (answer === 'nxdomain') response.header.rcode = Packet.RCODE.NXDOMAIN;
      else if (answer === 'servfail') response.header.rcode = Packet.RCODE.SERVFAIL;
      else if (answer !== 'nodata' && question.type === Packet.TYPE.CNAME) {
        const record = new Packet.Resource({ name: question.name, type: Packet.TYPE.CNAME, class: Packet.CLASS.IN, ttl: 1 });
        record.domain = answer.cname;
        response.answers.push(record);
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: dnsPort(), address: '127.0.0.1' } });
  return {
    set: (name, answer) => zone.set(name.toLowerCase(), answer),
    questions,
    close: () => server.close(),
  };
}
