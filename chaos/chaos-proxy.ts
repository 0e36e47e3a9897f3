// A loopback TCP proxy that misbehaves on purpose, for the sync chaos test: it refuses some
// requests outright, delays traffic, and cuts others part-way through the answer (after the
// server may already have committed), which is exactly when a client must retry without doubling.
// It never reorders: TCP hands each side its bytes in order, and a proxy that did not would test
// a network that cannot exist.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ChaosOdds {
  /** Close the client's connection before the request is forwarded. */
  drop: number;
  /** Hold each chunk of the request and its answer for up to `maxDelayMs`. */
  delay: number;
  maxDelayMs: number;
  /** Forward part of the server's answer, then cut both sides. */
  cut: number;
}

export interface ChaosRules {
  /**
   * Cut the whole answer to a request whose head (request line and headers as first received)
   * this accepts, whatever the odds: the server has done the work, the client hears nothing. A
   * test uses it to make sure a replay after a commit happens, not merely that it may.
   */
  cutAnswer?: (requestHead: string) => boolean;
}

export interface ChaosProxy {
  port: number;
  stats: { connections: number; dropped: number; cut: number; delayed: number };
  close(): Promise<void>;
}

/** A small seeded generator, so a failing run can be replayed with the seed it printed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One direction of one connection: each chunk waits its own random delay, but only after the
 * chunk before it has gone, so delays stretch the stream without reordering it.
 */
function inOrder() {
  let last = Promise.resolve();
  return (delayMs: number, send: () => void) => {
    last = last
      .then(() =>
        delayMs > 0 ? new Promise<void>((resolve) => setTimeout(resolve, delayMs)) : undefined,
      )
      .then(() => {
        // A socket cut meanwhile refuses the write; the rest of this stream is moot then.
        try {
          send();
        } catch {
          return;
        }
      });
  };
}

/** `upstreamPort` is asked per connection: a restarted server may listen on a new port. */
export async function startChaosProxy(
  upstreamPort: () => number,
  odds: ChaosOdds,
  random: () => number,
  rules: ChaosRules = {},
): Promise<ChaosProxy> {
  const stats = { connections: 0, dropped: 0, cut: 0, delayed: 0 };
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    stats.connections += 1;
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());

    const upstream = net.connect({ host: '127.0.0.1', port: upstreamPort() });
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());

    // Fate is drawn per request, not per connection: keep-alive reuses one socket for many.
    let delayed = false;
    let cutAfter = Number.POSITIVE_INFINITY;
    let answered = 0;
    const delay = () => (delayed ? random() * odds.maxDelayMs : 0);
    const toServer = inOrder();
    const toClient = inOrder();

    client.on('data', (chunk) => {
      if (/^[A-Z]+ \//.test(chunk.toString('latin1', 0, 16))) {
        if (rules.cutAnswer?.(chunk.toString('latin1'))) {
          delayed = false;
          cutAfter = 0;
          stats.cut += 1;
          answered = 0;
          toServer(0, () => upstream.write(chunk));
          return;
        }
        if (random() < odds.drop) {
          stats.dropped += 1;
          client.destroy();
          return;
        }
        delayed = random() < odds.delay;
        if (delayed) stats.delayed += 1;
        cutAfter = random() < odds.cut ? Math.floor(random() * 400) : Number.POSITIVE_INFINITY;
        if (Number.isFinite(cutAfter)) stats.cut += 1;
        answered = 0;
      }
      toServer(delay(), () => upstream.write(chunk));
    });
    upstream.on('data', (chunk) =>
      toClient(delay(), () => {
        if (answered + chunk.length > cutAfter) {
          client.write(chunk.subarray(0, Math.max(0, cutAfter - answered)));
          client.destroy();
          upstream.destroy();
          return;
        }
        answered += chunk.length;
        client.write(chunk);
      }),
    );
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
