// Named exclusive locks across tabs, workers and the service worker (Web Locks), with an in-process fallback.

const local = new Map<string, Promise<unknown>>();

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function lockManager(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks ?? null;
}

/** Runs `task` while holding the lock `name`; callers queue in order. */
export function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (locks) return locks.request(name, task);
  // Node (tests) and very old browsers: one process, so a promise chain is enough.
  const previous = local.get(name) ?? Promise.resolve();
  const run = previous.then(task, task);
  local.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}
