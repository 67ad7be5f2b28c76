// Host names push tests subscribe with, resolved without the internet: each `*.example.test` name stands for a host
// whose addresses a test chooses; any other name (localhost) goes to the system resolver.
import { lookup } from 'node:dns/promises';
import type { ResolveHost } from '../../src/server/push/public-endpoint';

/** A public address (an ordinary unicast one) for names that stand for a real push service. */
export const PUBLIC_PUSH_ADDRESS = '93.184.215.14';

export interface TestNames {
  resolve: ResolveHost;
  /** Where `host` resolves from now on (DNS can change between subscribe and push). */
  point(host: string, addresses: string[]): void;
}

export function testNames(initial: Record<string, string[]> = {}): TestNames {
  const names = new Map(Object.entries(initial));
  return {
    async resolve(host) {
      const known = names.get(host);
      if (known) return known;
      if (host.endsWith('.example.test')) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return (await lookup(host, { all: true })).map((entry) => entry.address);
    },
    point(host, addresses) {
      names.set(host, addresses);
    },
  };
}
