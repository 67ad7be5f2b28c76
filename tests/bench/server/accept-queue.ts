// How many connections waited for a server process to accept them, at most, during a run (the kernel's accept queue,
// read with `ss` every 100 ms): a busy Node process accepts one new connection per turn of its event loop, so
// connections opened while it serves others wait there, and their requests with them (npm run bench:server).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const EVERY_SECONDS = 0.1;

/**
 * Samples the listening sockets of `ports` until `stop()`, which gives the longest queue seen (null without `ss`).
 *
 * One shell runs `ss` for the whole run. Running `ss` from this process at each sample forked this process (some
 * 500 MB, holding the mix and its answers), at about 10 ms of CPU each: at 20 samples a second, a fifth of a core taken
 * from the two the server and PostgreSQL share, which the figures paid for. The shell's loop costs some 3 % of a core.
 * (Reading /proc/net/tcp instead costs more: the kernel writes out every socket, about 6 ms a read.)
 */
export function watchAcceptQueues(ports: number[]) {
  let most: number | null = 0;
  const shell = spawn('sh', ['-c', `while ss -ltnH; do sleep ${EVERY_SECONDS}; done; exit 1`], { stdio: ['ignore', 'pipe', 'ignore'] });
  const exited = once(shell, 'exit').catch(() => [1]) as Promise<[number | null]>;
  createInterface({ input: shell.stdout }).on('line', (line) => {
    // State, Recv-Q (for a listening socket: connections not accepted yet), Send-Q, local address:port, peer.
    const [, waiting, , local] = line.trim().split(/\s+/);
    if (ports.includes(Number(local?.split(':').pop()))) most = Math.max(most ?? 0, Number(waiting));
  });
  return {
    async stop(): Promise<number | null> {
      shell.kill();
      const [code] = await exited;
      // Killed, it has no exit code; one of its own means `ss` failed, so there is no figure.
      return code === null ? most : null;
    },
  };
}
