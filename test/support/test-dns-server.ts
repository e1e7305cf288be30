import dgram from 'node:dgram';
import dns2 from 'dns2';

// Real DNS servers on loopback for the tests: a dns2 server answering from a small zone, and a UDP socket that
// never answers. The code under test talks to them with Node's resolver, over the wire.

export type ZoneAnswer = { cname: string } | 'nxdomain' | 'nodata' | 'servfail' | 'refused' | 'silent';

export interface TestDnsServer {
  /** `127.0.0.1:PORT`, as DNS_SERVERS takes it. */
  address: string;
  /** Questions received, `name TYPE`, to check what was asked. */
  questions: string[];
  close(): Promise<void>;
}

const { Packet } = dns2;

/** A server answering from `zone` (name -> answer); names not in it get NXDOMAIN, `fallback` changes that. */
export async function startZoneServer(zone: Record<string, ZoneAnswer>, fallback: ZoneAnswer = 'nxdomain'): Promise<TestDnsServer> {
  const questions: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const [question] = request.questions;
      const response = Packet.createResponseFromRequest(request);
      if (!question) return send(response);
      questions.push(`${question.name} ${question.type === Packet.TYPE.CNAME ? 'CNAME' : question.type}`);
      const answer = zone[question.name.toLowerCase()] ?? fallback;
      if (answer === 'silent') return;
      if (answer === 'nxdomain') response.header.rcode = Packet.RCODE.NXDOMAIN;
      else if (answer === 'servfail') response.header.rcode = Packet.RCODE.SERVFAIL;
      else if (answer === 'refused') response.header.rcode = Packet.RCODE.REFUSED;
      else if (answer !== 'nodata') {
        const record = new Packet.Resource({ name: question.name, type: Packet.TYPE.CNAME, class: Packet.CLASS.IN, ttl: 60 });
        record.domain = answer.cname;
        response.answers.push(record);
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const { udp } = server.addresses();
  return { address: `127.0.0.1:${udp!.port}`, questions, close: () => server.close() };
}

/** A UDP socket that reads every query and answers none: a DNS server that is down or filtered. */
export async function startSilentServer(): Promise<TestDnsServer> {
  const socket = dgram.createSocket('udp4');
  const questions: string[] = [];
  socket.on('message', () => questions.push('(ignored)'));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    questions,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
