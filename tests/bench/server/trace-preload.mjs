// Loaded into each server process by `BENCH_TRACE` (node --import): every 100 ms, on stderr, how late the event loop
// ran and each PostgreSQL pool's connections (all / idle / requests waiting for one), to tell which one a stall waits on.
import http from 'node:http';
import pg from 'pg';

const pools = [];
const OriginalPool = pg.Pool;
pg.Pool = class TracedPool extends OriginalPool {
  constructor(options) {
    super(options);
    pools.push(this);
  }
};

const EVERY_MS = 100;
let expected = performance.now() + EVERY_MS;
setInterval(() => {
  const now = performance.now();
  const late = Math.round(now - expected);
  expected = now + EVERY_MS;
  const state = pools.map((pool) => `${pool.totalCount}/${pool.idleCount}/${pool.waitingCount}`).join(' ');
  process.stderr.write(`trace late=${late} pools=${state}\n`);
}, EVERY_MS).unref();

// Each wait for a pooled connection over 500 ms, with how many waited before it when it asked.
const originalConnect = OriginalPool.prototype.connect;
OriginalPool.prototype.connect = function tracedConnect(callback) {
  const asked = performance.now();
  const ahead = this.waitingCount;
  const size = this.options.max;
  const note = () => {
    const waited = Math.round(performance.now() - asked);
    if (waited > 500) process.stderr.write(`trace pool-wait=${waited} ahead=${ahead} max=${size} total=${this.totalCount}\n`);
  };
  if (callback) return originalConnect.call(this, (error, client, done) => (note(), callback(error, client, done)));
  return originalConnect.call(this).then((client) => (note(), client));
};

// Each answer over 1 s: when its request arrived, how long it took, and its URL.
const originalEmit = http.Server.prototype.emit;
http.Server.prototype.emit = function tracedEmit(event, request, response, ...rest) {
  if (event === 'request') {
    const arrived = performance.now();
    response.once('finish', () => {
      const took = Math.round(performance.now() - arrived);
      if (took > 1000) process.stderr.write(`trace slow=${took} arrived=${Math.round(performance.timeOrigin + arrived)} ${request.method} ${request.url}\n`);
    });
  }
  return originalEmit.call(this, event, request, response, ...rest);
};
