// Where a webhook may be sent. The server POSTs to an address a partner typed, from inside our
// own network: pointed at 127.0.0.1, 10.x or 169.254.169.254 it would reach services no partner
// should (server-side request forgery). So the host is resolved and every address it resolves to
// must be a public one; loopback, private, link-local and the other special ranges are refused,
// at registration and again before each delivery (a name may be pointed elsewhere later). The
// delivery's connection resolves the name once more, through `publicOnlyLookup`, which judges the
// very addresses it connects to: a name that answers a public address to the check and a private
// one a moment later (DNS rebinding) is refused there. Only a development or test server
// (WEBHOOKS_ALLOW_LOCAL) may send to them, and only it to plain http.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { LookupFunction } from 'node:net';

/** Every address a host name resolves to. */
export type ResolveHost = (host: string) => Promise<string[]>;

const resolveAll: ResolveHost = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** Ranges no webhook may reach: not the public internet (IANA special-purpose registries). */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Whether an address is outside the public internet (IPv4-mapped IPv6 judged as its IPv4). */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export const WEBHOOK_URL_INVALID =
  'This is not a web address. Enter the full address of your endpoint, starting with https://.';
export const WEBHOOK_URL_NOT_HTTPS =
  'Webhooks are sent only to https:// addresses, so that no one on the way can read them. Enter the https:// address of your endpoint.';
export const WEBHOOK_URL_WITH_CREDENTIALS =
  'The address must not contain a user name or password. Check each delivery with its signature instead.';
export const WEBHOOK_URL_UNKNOWN_HOST =
  'This address could not be found. Check the host name, or try again once it is online.';
export const WEBHOOK_URL_NOT_PUBLIC =
  'This address is on a private or local network, which our server does not send to. Use an address your endpoint has on the internet.';

export interface AddressRules {
  /** WEBHOOKS_ALLOW_LOCAL: loopback and private addresses, and plain http, are allowed. */
  allowLocal: boolean;
  resolve?: ResolveHost;
}

/**
 * Why a webhook may not be sent to `raw`, or null when it may: its scheme, then every address its
 * host resolves to.
 */
export async function webhookAddressProblem(
  raw: string,
  rules: AddressRules,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_URL_INVALID;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_URL_INVALID;
  if (url.protocol === 'http:' && !rules.allowLocal) return WEBHOOK_URL_NOT_HTTPS;
  if (url.username !== '' || url.password !== '') return WEBHOOK_URL_WITH_CREDENTIALS;
  if (rules.allowLocal) return null;

  // An IPv6 literal comes bracketed in a URL.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = await (rules.resolve ?? resolveAll)(host);
    } catch {
      return WEBHOOK_URL_UNKNOWN_HOST;
    }
  }
  if (addresses.length === 0) return WEBHOOK_URL_UNKNOWN_HOST;
  return addresses.some(isNonPublicAddress) ? WEBHOOK_URL_NOT_PUBLIC : null;
}

/** A connection refused by `publicOnlyLookup`; its message is the one the partner reads. */
export class WebhookAddressError extends Error {
  readonly code = 'EWEBHOOKADDRESS';
}

/**
 * The name lookup for a delivery's connection (node:net's `lookup` option): the host's addresses,
 * refused when any of them is not public (unless local ones are allowed), so the address connected
 * to is one that was checked.
 */
export function publicOnlyLookup(rules: AddressRules): LookupFunction {
  const resolve = rules.resolve ?? resolveAll;
  return (hostname, options, callback) => {
    void resolve(hostname).then(
      (addresses) => {
        const refusal =
          addresses.length === 0
            ? WEBHOOK_URL_UNKNOWN_HOST
            : !rules.allowLocal && addresses.some(isNonPublicAddress)
              ? WEBHOOK_URL_NOT_PUBLIC
              : undefined;
        if (refusal) return callback(new WebhookAddressError(refusal), '', 0);
        const found = addresses.map((address) => ({ address, family: isIP(address) }));
        // node:net asks for every address (to try each family) or for one.
        if (options.all) callback(null, found);
        else callback(null, found[0]!.address, found[0]!.family);
      },
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), '', 0),
    );
  };
}
