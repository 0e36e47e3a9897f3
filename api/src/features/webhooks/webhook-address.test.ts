// Where webhooks may go: only to addresses on the internet, unless the server is told it runs
// for development or tests.
import { describe, expect, it } from 'vitest';
import type { LookupAddress } from 'node:dns';
import {
  isNonPublicAddress,
  publicOnlyLookup,
  WEBHOOK_URL_NOT_PUBLIC,
  WEBHOOK_URL_UNKNOWN_HOST,
  webhookAddressProblem,
} from './webhook-address.ts';
import { retryDelay, RETRY_DELAYS_MS } from './webhook-dispatcher.ts';

describe('isNonPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.20.30.40',
    '172.31.255.1',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.1.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::5',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '203.0.113.10', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(isNonPublicAddress(address)).toBe(false);
    },
  );
});

describe('webhookAddressProblem', () => {
  it('refuses a name when any address it resolves to is private', async () => {
    const resolve = async () => ['93.184.215.14', '10.0.0.8'];
    expect(
      await webhookAddressProblem('https://hooks.clinic.example/in', {
        allowLocal: false,
        resolve,
      }),
    ).toBe(WEBHOOK_URL_NOT_PUBLIC);
  });

  it('takes a name that resolves to public addresses only', async () => {
    const resolve = async () => ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'];
    expect(
      await webhookAddressProblem('https://hooks.clinic.example/in', {
        allowLocal: false,
        resolve,
      }),
    ).toBeNull();
  });

  it('refuses a name that resolves to nothing', async () => {
    const resolve = async (): Promise<string[]> => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(
      await webhookAddressProblem('https://nowhere.example/in', { allowLocal: false, resolve }),
    ).toBe(WEBHOOK_URL_UNKNOWN_HOST);
  });

  it('allows loopback and http when the server is told so', async () => {
    expect(
      await webhookAddressProblem('http://127.0.0.1:9000/hook', { allowLocal: true }),
    ).toBeNull();
  });
});

describe('retryDelay', () => {
  it('waits each scheduled length, give or take a tenth, then gives up', () => {
    RETRY_DELAYS_MS.forEach((base, index) => {
      expect(retryDelay(index + 1, () => 0)).toBe(Math.round(base * 0.9));
      expect(retryDelay(index + 1, () => 0.5)).toBe(base);
      expect(retryDelay(index + 1, () => 1)).toBe(Math.round(base * 1.1));
    });
    expect(RETRY_DELAYS_MS).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 43_200_000]);
    expect(retryDelay(RETRY_DELAYS_MS.length + 1, () => 0.5)).toBeUndefined();
  });
});

describe('publicOnlyLookup', () => {
  /** What the lookup calls back with, for one address or for all of them. */
  function looked(rules: Parameters<typeof publicOnlyLookup>[0], all: boolean) {
    return new Promise<{ error: string | null; address: string | LookupAddress[] }>((resolve) => {
      publicOnlyLookup(rules)('hooks.example', { all }, (error, address) =>
        resolve({ error: error?.message ?? null, address }),
      );
    });
  }
  const resolvingTo = (addresses: string[]) => () => Promise.resolve(addresses);

  it('answers public addresses, one or all, as node:net asks', async () => {
    const rules = { allowLocal: false, resolve: resolvingTo(['203.0.113.10', '2606:4700::1']) };
    expect(await looked(rules, false)).toEqual({ error: null, address: '203.0.113.10' });
    expect(await looked(rules, true)).toEqual({
      error: null,
      address: [
        { address: '203.0.113.10', family: 4 },
        { address: '2606:4700::1', family: 6 },
      ],
    });
  });

  it('refuses a name when any address is private, or when it resolves to nothing', async () => {
    const mixed = { allowLocal: false, resolve: resolvingTo(['203.0.113.10', '10.0.0.7']) };
    expect((await looked(mixed, true)).error).toBe(WEBHOOK_URL_NOT_PUBLIC);
    const none = { allowLocal: false, resolve: resolvingTo([]) };
    expect((await looked(none, false)).error).toBe(WEBHOOK_URL_UNKNOWN_HOST);
  });

  it('answers loopback when the server is told local addresses are allowed', async () => {
    const rules = { allowLocal: true, resolve: resolvingTo(['127.0.0.1']) };
    expect(await looked(rules, false)).toEqual({ error: null, address: '127.0.0.1' });
  });
});
