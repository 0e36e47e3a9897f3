import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { seededRandom, startChaosProxy } from './chaos-proxy.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function echoServer(): Promise<number> {
  const server = net.createServer((socket) => socket.pipe(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

describe('the chaos proxy', () => {
  it('delays the bytes of a connection but keeps them in order, both ways', async () => {
    const upstream = await echoServer();
    const proxy = await startChaosProxy(
      () => upstream,
      { drop: 0, delay: 1, maxDelayMs: 10, cut: 0 },
      seededRandom(7),
    );
    cleanups.push(() => proxy.close());
    const pieces = [
      'POST /api/sync/push HTTP/1.1\r\n',
      ...Array.from({ length: 100 }, (_, i) => `<${i}>`),
    ];
    const sent = pieces.join('');

    const client = net.connect({ host: '127.0.0.1', port: proxy.port });
    let received = '';
    const echoed = new Promise<void>((resolve, reject) => {
      client.on('data', (chunk) => {
        received += chunk.toString('latin1');
        if (received.length >= sent.length) resolve();
      });
      client.on('error', reject);
    });
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    for (const piece of pieces) {
      client.write(piece);
      // A turn of the event loop between writes, so the proxy sees many separate chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await echoed;
    client.destroy();

    expect(proxy.stats.delayed).toBe(1);
    expect(received).toBe(sent);
  });

  it('cuts the whole answer to a request its rule names, after the server has it all', async () => {
    const seen: string[] = [];
    const server = net.createServer((socket) =>
      socket.on('data', (chunk) => {
        seen.push(chunk.toString('latin1'));
        socket.write('HTTP/1.1 200 OK\r\n\r\ncommitted');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    const upstream = (server.address() as AddressInfo).port;
    const proxy = await startChaosProxy(
      () => upstream,
      // Odds that alone would never cut: the rule does.
      { drop: 0, delay: 0, maxDelayMs: 0, cut: 0 },
      seededRandom(7),
      { cutAnswer: (head) => head.startsWith('POST /api/sync/push ') },
    );
    cleanups.push(() => proxy.close());

    const client = net.connect({ host: '127.0.0.1', port: proxy.port });
    let received = '';
    client.on('data', (chunk) => (received += chunk.toString('latin1')));
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    client.on('error', () => undefined);
    client.write('POST /api/sync/push HTTP/1.1\r\n\r\n');
    await closed;

    expect(seen).toEqual(['POST /api/sync/push HTTP/1.1\r\n\r\n']);
    expect(received).toBe('');
    expect(proxy.stats.cut).toBe(1);
  });
});
