/**
 * Which addresses the server will send a web push message to. A subscription's endpoint comes from
 * a browser, so from anyone: unchecked, it would make the server a proxy into its own network (a
 * request forgery). An endpoint must be https on a known push service's host (Chrome's FCM,
 * Firefox's autopush, Apple's, Windows'), carry no user name or password, and resolve, at the moment
 * of the connection, only to public addresses. PUSH_SERVICES replaces the list; an entry written as
 * an origin (`http://127.0.0.1:8089`) is trusted as it is: a push service the operator runs.
 */
import dns from 'node:dns';
import net from 'node:net';

/** Host names (exact, or a leading dot for any host below it) and trusted origins. */
export interface PushServices {
  hosts: readonly string[];
  origins: readonly string[];
}

export const DEFAULT_PUSH_SERVICES = 'fcm.googleapis.com,.push.services.mozilla.com,.push.apple.com,.notify.windows.com';

/** `PUSH_SERVICES` as a list: entries with a scheme are origins, the others host names. */
export function parsePushServices(list: string): PushServices {
  const entries = list
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return {
    hosts: entries.filter((entry) => !entry.includes('://')),
    origins: entries.filter((entry) => entry.includes('://')).map((entry) => new URL(entry).origin),
  };
}

export const PUSH_ENDPOINT_REFUSED = "endpoint must be a push service's address";

/** Whether the operator named this endpoint's origin: then no other check applies. */
export function isTrustedPushOrigin(endpoint: URL, services: PushServices): boolean {
  return services.origins.includes(endpoint.origin);
}

/** Null when the endpoint may be sent to (its addresses are checked again at connection time), else the reason. */
export function pushEndpointProblem(endpoint: string, services: PushServices): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be a URL';
  }
  if (isTrustedPushOrigin(url, services)) return null;
  if (url.protocol !== 'https:') return 'endpoint must be an https URL';
  if (url.username || url.password) return PUSH_ENDPOINT_REFUSED;
  const host = url.hostname.toLowerCase();
  if (net.isIP(host.replace(/^\[|\]$/g, '')) !== 0) return PUSH_ENDPOINT_REFUSED;
  const known = services.hosts.some((entry) =>
    entry.startsWith('.') ? host.endsWith(entry) && host.length > entry.length : host === entry,
  );
  return known ? null : PUSH_ENDPOINT_REFUSED;
}

/** Loopback, private, link-local (cloud metadata), shared, multicast and reserved ranges: never a push service. */
const NOT_PUBLIC = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export class PushAddressRefused extends Error {
  readonly code = 'PUSH_ADDRESS_REFUSED';
}

type LookupAll = (hostname: string) => Promise<dns.LookupAddress[]>;
const systemLookup: LookupAll = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * A `lookup` for the connection itself that refuses a host resolving to any address that is not
 * public: checked where the socket connects, so a DNS answer that changes between a check and the
 * connection (rebinding) cannot slip through.
 */
export function publicOnlyLookup(resolve: LookupAll = systemLookup): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find((entry) => !isPublicAddress(entry.address));
        if (addresses.length === 0 || refused) {
          callback(new PushAddressRefused(`${hostname} resolves to ${refused?.address ?? 'nothing'}`), '', 4);
          return;
        }
        if ((options as dns.LookupOptions).all) (callback as unknown as (error: null, all: dns.LookupAddress[]) => void)(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}
