// Which push endpoints the server may POST to: https on a host whose every address is on the public internet.
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Every address a host name resolves to (node:dns by default; a test injects names of its own). */
export type ResolveHost = (host: string) => Promise<string[]>;

export interface PushEndpointOptions {
  /** How host names are resolved; tests give one that knows their `*.test` names, so no test needs the internet. */
  resolve?: ResolveHost;
  /**
   * Addresses accepted though not public. Never set in production (main.ts does not read it): only the delivery tests
   * pass the loopback address of their stand-in push service.
   */
  allowedAddresses?: string[];
}

/** Why an endpoint is refused; the route turns it into a 422 on `endpoint`. */
export const pushEndpointMessages = {
  httpsOnly: 'The endpoint must be an https URL.',
  notPublic: 'The endpoint must be a push service on the public internet.',
} as const;

export type EndpointRefusal = (typeof pushEndpointMessages)[keyof typeof pushEndpointMessages];

const resolveWithDns: ResolveHost = async (host) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Only ordinary unicast is public: ipaddr.js names every other range (loopback, private, carrier-grade NAT, link-local
 * with the cloud metadata address, unique-local, multicast, unspecified, reserved, documentation, NAT64 and 6to4 that
 * can carry a private IPv4). IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export interface PushEndpointGuard {
  /** Null when the server may push to `endpoint` now; checked at subscribe time and again before each push. */
  refusal(endpoint: string): Promise<EndpointRefusal | null>;
}

export function pushEndpointGuard(options: PushEndpointOptions = {}): PushEndpointGuard {
  const resolve = options.resolve ?? resolveWithDns;
  const allowed = new Set((options.allowedAddresses ?? []).map((address) => ipaddr.process(address).toString()));
  const acceptable = (address: string) => isPublicAddress(address) || (ipaddr.isValid(address) && allowed.has(ipaddr.process(address).toString()));

  return {
    async refusal(endpoint) {
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch {
        return pushEndpointMessages.httpsOnly;
      }
      if (url.protocol !== 'https:') return pushEndpointMessages.httpsOnly;
      // URL keeps IPv6 literals in brackets and writes IPv4 in its canonical dotted form (0x7f.1 becomes 127.0.0.1).
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
      if (ipaddr.isValid(host)) return acceptable(host) ? null : pushEndpointMessages.notPublic;
      let addresses: string[];
      try {
        addresses = await resolve(host);
      } catch {
        // A name that does not resolve cannot be pushed to either.
        return pushEndpointMessages.notPublic;
      }
      // One private address among public ones is enough: the connection could go to any of them.
      return addresses.length > 0 && addresses.every(acceptable) ? null : pushEndpointMessages.notPublic;
    },
  };
}
