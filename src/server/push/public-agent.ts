// The HTTPS agent pushes go through: it connects only to public addresses, whatever DNS answers at connect time.
import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './public-endpoint';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A name checked when the push was decided could resolve elsewhere a moment later (a short DNS TTL): the addresses
 * the socket is about to use are checked again here, so no push reaches a private address through a rebound name.
 */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to an address that is not public`);
      refused.code = 'ENOTPUBLIC';
      return callback(refused, []);
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

export const publicPushAgent = (): Agent => new Agent({ lookup: publicLookup as LookupFunction });
