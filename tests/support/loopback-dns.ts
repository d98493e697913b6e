/**
 * A DNS server on loopback for the tests of own domains (docs/product/custom-domains.md): it
 * answers TXT questions from a table the test fills, NXDOMAIN for names it does not hold. The
 * server's resolver is pointed at it with DNS_RESOLVER.
 */
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket from 'dns-packet';

export interface LoopbackDns {
  /** host:port, as DNS_RESOLVER takes it. */
  address: string;
  /** The TXT records of a name (each a list of strings); none: the name does not exist. */
  txt: Map<string, string[][]>;
  /** Questions asked so far (name and type). */
  asked: Array<{ name: string; type: string }>;
  close(): Promise<void>;
}

const NXDOMAIN = 3;

export async function startLoopbackDns(): Promise<LoopbackDns> {
  const socket = createSocket('udp4');
  const txt = new Map<string, string[][]>();
  const asked: LoopbackDns['asked'] = [];
  socket.on('message', (message, sender) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    if (!question) return;
    asked.push({ name: question.name, type: question.type });
    const records = txt.get(question.name.toLowerCase());
    const reply = dnsPacket.encode({
      type: 'response',
      id: query.id ?? 0,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | (records ? 0 : NXDOMAIN),
      questions: [question],
      answers:
        records && question.type === 'TXT'
          ? records.map((data) => ({ type: 'TXT' as const, name: question.name, ttl: 1, data }))
          : [],
    });
    socket.send(reply, sender.port, sender.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    txt,
    asked,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
