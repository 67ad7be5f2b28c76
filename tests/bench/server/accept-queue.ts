// How many connections waited for a server process to accept them, at most, during a run (the kernel's accept queue,
// read with `ss` every 50 ms): a busy Node process accepts one new connection per turn of its event loop, so
// connections opened while it serves others wait there, and their requests with them (npm run bench:server).
import { execFile } from 'node:child_process';

const EVERY_MS = 50;

function listening(): Promise<string | null> {
  return new Promise((resolve) => execFile('ss', ['-ltnH'], (error, stdout) => resolve(error ? null : stdout)));
}

/** Samples the listening sockets of `ports` until `stop()`, which gives the longest queue seen (null without `ss`). */
export function watchAcceptQueues(ports: number[]) {
  let most: number | null = 0;
  let stopped = false;
  const watching = (async () => {
    while (!stopped) {
      const text = await listening();
      if (text === null) return void (most = null);
      for (const line of text.split('\n')) {
        // State, Recv-Q (for a listening socket: connections not accepted yet), Send-Q, local address:port, peer.
        const [, waiting, , local] = line.trim().split(/\s+/);
        if (ports.includes(Number(local?.split(':').pop()))) most = Math.max(most ?? 0, Number(waiting));
      }
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
    }
  })();
  return {
    async stop(): Promise<number | null> {
      stopped = true;
      await watching;
      return most;
    },
  };
}
