// What Prometheus reads at /metrics: the text format, requests counted by route pattern, the counters other parts of the
// server move; served to this machine alone without METRICS_TOKEN, to the token's bearer alone with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

/** The value of one series in the text format, 0 when it is not there yet. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('without a token', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ operations: { jobCounts: async () => [{ queue: 'texts', state: 'created', count: 3 }] } });
  });
  afterAll(async () => server?.close());

  const scrape = async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  it('answers this machine in the text format', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toContain('# TYPE http_requests_total counter');
    expect(answer.body).toContain('# TYPE process_cpu_seconds_total counter');
    for (const address of ['::1', '::ffff:127.0.0.1']) {
      expect((await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: address })).statusCode).toBe(200);
    }
  });

  it('counts a request under its route pattern, not its URL', async () => {
    const series = 'http_requests_total{method="GET",route="/api/trips/:id",status="404"}';
    const before = valueOf(await scrape(), series);
    const answer = await server.app.inject({ method: 'GET', url: '/api/trips/987654' });
    expect(answer.statusCode).toBe(404);
    const text = await scrape();
    expect(valueOf(text, series)).toBe(before + 1);
    expect(text).not.toContain('987654');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/trips\/:id",status="404"\} \d+/);
    expect(text).not.toContain('route="/metrics"');
  });

  it('counts a URL no route matches as unmatched', async () => {
    await server.app.inject({ method: 'GET', url: '/wp-login.php' });
    const text = await scrape();
    expect(valueOf(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('wp-login');
  });

  it('shows the texts another part of the server counted', async () => {
    const series = 'sms_texts_total{provider="twilio",status="sent"}';
    const before = valueOf(await scrape(), series);
    server.app.metrics.textsSent.inc({ provider: 'twilio', status: 'sent' });
    server.app.metrics.textsSent.inc({ provider: 'twilio', status: 'sent' });
    expect(valueOf(await scrape(), series)).toBe(before + 2);
  });

  it('reads the job counts, the live sockets and the pushes at scrape time', async () => {
    const text = await scrape();
    expect(valueOf(text, 'jobs{queue="texts",state="created"}')).toBe(3);
    expect(valueOf(text, 'realtime_connections')).toBe(0);
    expect(valueOf(text, 'push_sends_total{result="gone"}')).toBe(0);
    // Each pool an operator sizes (README, DATABASE_POOL_SIZE): writes, the public trip reads, a search's missing cards, live events.
    if (server.database.driver === 'postgres')
      for (const pool of ['main', 'generic_plans', 'card_reads', 'live'])
        expect(text).toMatch(new RegExp(`db_pool_connections\\{pool="${pool}",state="total"\\} \\d+`));
    else expect(text).not.toContain('db_pool_connections{');
  });

  it('refuses a caller on another machine, whatever X-Forwarded-For says', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('forbidden');
    expect(answer.body).not.toContain('http_requests_total');
  });

  it('ignores a junk query and tells a wrong method what to use', async () => {
    const junk = await server.app.inject({ method: 'GET', url: '/metrics?x=%00%ff&name[]=1', remoteAddress: '127.0.0.1' });
    expect(junk.statusCode).toBe(200);
    expect(junk.body).toContain('http_requests_total');
    const posted = await server.app.inject({ method: 'POST', url: '/metrics', remoteAddress: '127.0.0.1', payload: { a: 1 } });
    expect(posted.statusCode).toBe(405);
    expect(posted.headers.allow).toBe('GET, HEAD');
    expect(posted.json().code).toBe('method_not_allowed');
  });
});

describe('with METRICS_TOKEN', () => {
  const token = 'scrape-6f1c0b9e2d';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ metricsToken: token });
  });
  afterAll(async () => server?.close());

  const scrapeWith = (headers: Record<string, string>, remoteAddress = '198.51.100.7') =>
    server.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('refuses a missing or wrong bearer, even from this machine', async () => {
    expect((await scrapeWith({})).statusCode).toBe(401);
    expect((await scrapeWith({}, '127.0.0.1')).statusCode).toBe(401);
    expect((await scrapeWith({ authorization: `Bearer ${token}x` })).statusCode).toBe(401);
    expect((await scrapeWith({ authorization: `Basic ${token}` })).statusCode).toBe(401);
    expect((await scrapeWith({ authorization: 'Bearer ' })).statusCode).toBe(401);
  });

  it('answers the right bearer from anywhere', async () => {
    const answer = await scrapeWith({ authorization: `Bearer ${token}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('# TYPE sms_texts_total counter');
  });
});
