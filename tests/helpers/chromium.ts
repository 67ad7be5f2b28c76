// Finds Debian's Chromium for the browser tests and the benchmark, with a clear message when it is missing.
import { existsSync } from 'node:fs';

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`Chromium was not found at ${path}. Install Debian's Chromium (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`);
  }
  return path;
}

/** Flags for a quiet headless Chromium on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
