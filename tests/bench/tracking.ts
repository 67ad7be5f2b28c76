// Live tracking figures of `npm run bench` (issue 19), on the real server and the built app:
// - tracking_live_ms: a batch of points posted by the driver → the passenger's open trip page moved the car
//   (POST → commit → live event → the passenger's sync worker → mirror → live query → render).
// - driver_upload: every byte the driver's browser sends (HTTP and WebSocket, headers included) while it shares a
//   simulated drive at 90 km/h, counted by a TCP proxy in front of the server over a few real minutes: the first
//   half minute (the start) once, the steady rate after it for the rest of the hour.
// - estimate_error: a simulated drive at a constant 90 km/h on a road 1.25 × the straight line (a zigzag, so the road
//   factor holds), posted point by point on the server's clock: the estimate's remaining time against the true one.
import net from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { call, logIn, type SignedInUser, type TestServer } from '../helpers/server';
import { newContext, waitForServiceWorker } from '../helpers/browser';
import { logInThroughUi } from '../helpers/accounts-ui';
import { percentile } from './percentile';

const LIVE_POINTS = 20;
const UPLOAD_MINUTES = Number(process.env.BENCH_TRACKING_MINUTES ?? 3);
/** The first half minute of sharing: the start and what it pulls once. */
const WARM_UP_MS = 30_000;
const SPEED_KMH = 90;
/** Where the demo data puts the two cities (the server estimates towards its own Sousse). */
const TUNIS = { lat: 36.8065, lng: 10.1815 };
const SOUSSE = { lat: 35.8256, lng: 10.636 };

const summary = (samples: number[]) => ({ p50_ms: Math.round(percentile(samples, 0.5)), p95_ms: Math.round(percentile(samples, 0.95)), runs: samples.length });

/** A trip of the demo driver leaving in 10 minutes (on the server's clock), the demo passenger's seat accepted. */
async function tripLeavingSoon(server: TestServer, driver: SignedInUser, passenger: SignedInUser) {
  const { body: cities } = await call(server, 'GET', '/api/cities');
  const cityId = (name: string) => (cities.data as Array<{ id: number; name: string }>).find((city) => city.name === name)!.id;
  const { body: vehicles } = await call(server, 'GET', '/api/vehicles/all', { token: driver.token });
  const created = await call(server, 'POST', '/api/trips', {
    token: driver.token,
    json: {
      departure_city_id: cityId('Tunis'),
      arrival_city_id: cityId('Sousse'),
      departure_location: `Bench ${Date.now()}`,
      arrival_location: 'Gare de Sousse',
      departure_time: new Date(server.clock.now().getTime() + 10 * 60_000).toISOString(),
      available_seats: 3,
      price_per_seat: 20,
      description: 'Bench tracking',
      vehicle_id: vehicles.data[0].id,
    },
  });
  if (created.status !== 201) throw new Error(`trip answered ${created.status}`);
  const tripId = created.body.data.id as number;
  const booked = await call(server, 'POST', `/api/trips/${tripId}/bookings`, { token: passenger.token, json: { seats: 1, notes: null } });
  await call(server, 'POST', `/api/bookings/${booked.body.data.id}/accept`, { token: driver.token });
  return tripId;
}

/** A TCP proxy that counts the bytes the browser sends. */
async function countingProxy(target: URL) {
  let sent = 0;
  const proxy = net.createServer((socket) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    socket.on('data', (chunk) => {
      sent += chunk.length;
      if (process.env.BENCH_TRACKING_DEBUG) {
        const line = chunk.toString('latin1').split('\r\n')[0];
        process.stderr.write(`proxy ${chunk.length} ${/^[A-Z]+ \//.test(line ?? '') ? line : '(frame)'}\n`);
      }
    });
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = (proxy.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    sent: () => sent,
    reset: () => {
      sent = 0;
      if (process.env.BENCH_TRACKING_DEBUG) process.stderr.write('proxy RESET\n');
    },
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

async function signedInPage(browser: Browser, baseUrl: string, phone: string, password: string, geolocation = false): Promise<Page> {
  const context = await newContext(browser, baseUrl);
  if (geolocation) {
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation({ latitude: TUNIS.lat, longitude: TUNIS.lng, accuracy: 8 });
  }
  const page = await context.newPage();
  await page.goto('/');
  await waitForServiceWorker(page);
  await logInThroughUi(page, phone, password);
  return page;
}

/** Points a batch carries: `count` fixes one every 2 s at 90 km/h southwards from `from`, stamped from `at`. */
const drivePoints = (from: { lat: number; lng: number }, at: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ recorded_at: at + index * 2_000, lat: from.lat - (index + 1) * 0.00045, lng: from.lng, accuracy: 8 }));

async function liveFigures(browser: Browser, server: TestServer, driver: SignedInUser, passengerPhone: string, password: string, tripId: number) {
  const passenger = await signedInPage(browser, server.url, passengerPhone, password);
  await passenger.goto(`/trips/${tripId}`);
  const map = passenger.getByTestId('live-map');
  await map.waitFor();
  // The car's every move, timed in the page when the attribute changes (no polling noise from Node).
  await passenger.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __carSeen: Record<string, number> }).__carSeen = seen;
    const element = document.querySelector('[data-testid="live-map"]')!;
    new MutationObserver(() => {
      const car = element.getAttribute('data-car') ?? '';
      seen[car] ??= performance.timeOrigin + performance.now();
    }).observe(element, { attributes: true, attributeFilter: ['data-car'] });
  });
  const offset = (await passenger.evaluate(() => performance.timeOrigin + performance.now() - Date.now())) as number;
  const samples: number[] = [];
  let from = TUNIS;
  for (let i = 0; i < LIVE_POINTS + 2; i++) {
    const [point] = drivePoints(from, Date.now(), 1);
    from = point!;
    const car = `${point!.lat.toFixed(5)},${point!.lng.toFixed(5)}`;
    const sentAt = Date.now();
    const answer = await call(server, 'POST', `/api/trips/${tripId}/positions`, { token: driver.token, json: { points: [point] } });
    if (answer.status !== 200) throw new Error(`positions answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const seenAt = (await passenger
      .waitForFunction((key) => (window as unknown as { __carSeen: Record<string, number> }).__carSeen[key] ?? null, car, { polling: 10, timeout: 15_000 })
      .then((handle) => handle.jsonValue())) as number;
    if (i >= 2) samples.push(seenAt - offset - sentAt);
    await passenger.waitForTimeout(100);
  }
  await passenger.context().close();
  return summary(samples);
}

async function uploadFigures(browser: Browser, server: TestServer, driverPhone: string, password: string, tripId: number) {
  const proxy = await countingProxy(new URL(server.url));
  const page = await signedInPage(browser, proxy.url, driverPhone, password, true);
  try {
    await page.goto(`/trips/${tripId}`);
    await page.getByRole('button', { name: /Démarrer le trajet|Reprendre le partage/ }).click();
    await page.getByText('Partage en cours').waitFor();
    proxy.reset();
    const started = Date.now();
    let warmUp: { at: number; bytes: number } | null = null;
    let position = TUNIS;
    // One fix a second at about 97 km/h (27 m), as a phone's GPS reports while driving: a point kept every 2 s.
    while (Date.now() - started < UPLOAD_MINUTES * 60_000) {
      position = { lat: position.lat - 27 / 111_195, lng: position.lng };
      await page.context().setGeolocation({ latitude: position.lat, longitude: position.lng, accuracy: 8 });
      await page.waitForTimeout(1_000);
      // The start and what follows it once (the trip and lists pulled again) are paid once an hour, not every minute.
      if (!warmUp && Date.now() - started >= WARM_UP_MS) warmUp = { at: Date.now(), bytes: proxy.sent() };
    }
    const seconds = (Date.now() - started) / 1000;
    const steadyPerSecond = (proxy.sent() - warmUp!.bytes) / ((Date.now() - warmUp!.at) / 1000);
    const hour = warmUp!.bytes + steadyPerSecond * (3600 - (warmUp!.at - started) / 1000);
    const points =
      (await call(server, 'GET', `/api/trips/${tripId}/tracking`, { token: (await logIn(server, driverPhone, password)).token })).body.data?.trail?.length ??
      null;
    return {
      seconds: Math.round(seconds),
      bytes_sent: proxy.sent(),
      start_bytes: warmUp!.bytes,
      steady_bytes_per_minute: Math.round(steadyPerSecond * 60),
      kb_per_hour: Math.round(hour / 1024),
      trail_points: points,
    };
  } finally {
    await page.context().close();
    await proxy.close();
  }
}

/** The zigzag road from Tunis to Sousse: legs at ±36.87° to the straight line, so the road is 1.25 × as long. */
function zigzagRoad(legs: number) {
  const straight = { lat: SOUSSE.lat - TUNIS.lat, lng: SOUSSE.lng - TUNIS.lng };
  // Work in a local flat frame (km): x along the straight line, y across; cos(36.87°) = 0.8.
  const kmPerLat = 111.195;
  const kmPerLng = 111.195 * Math.cos((TUNIS.lat * Math.PI) / 180);
  const dx = straight.lng * kmPerLng;
  const dy = straight.lat * kmPerLat;
  const length = Math.hypot(dx, dy);
  const along = { x: dx / length, y: dy / length };
  const across = { x: -along.y, y: along.x };
  const legAlong = length / legs;
  const legAcross = legAlong * 0.75; // tan(36.87°) = 0.75: each leg is legAlong / 0.8 long.
  const vertices = [{ x: 0, y: 0 }];
  for (let i = 1; i <= legs; i++) {
    const side = i === legs ? 0 : i % 2 === 1 ? legAcross / 2 : -legAcross / 2;
    vertices.push({ x: along.x * legAlong * i + across.x * side, y: along.y * legAlong * i + across.y * side });
  }
  const toLatLng = (point: { x: number; y: number }) => ({ lat: TUNIS.lat + point.y / kmPerLat, lng: TUNIS.lng + point.x / kmPerLng });
  return { vertices, toLatLng };
}

async function estimateFigures(server: TestServer, driver: SignedInUser, passenger: SignedInUser) {
  const realNow = new Date();
  server.clock.set(new Date(realNow.getTime() - 3 * 3_600_000));
  const tripId = await tripLeavingSoon(server, driver, passenger);
  const t0 = server.clock.now().getTime() + 5 * 60_000;
  server.clock.set(new Date(t0));
  await call(server, 'POST', `/api/trips/${tripId}/start`, { token: driver.token, json: { started_at: new Date(t0).toISOString() } });
  // Legs of ~1.7 km: short next to the distance left, long next to the 50 m between points.
  const { vertices, toLatLng } = zigzagRoad(60);
  const legKm = vertices.slice(1).map((vertex, i) => Math.hypot(vertex.x - vertices[i]!.x, vertex.y - vertices[i]!.y));
  const roadKm = legKm.reduce((sum, km) => sum + km, 0);
  const stepKm = (SPEED_KMH / 3600) * 2; // a point every 2 s
  const errors: number[] = [];
  let batch: Array<{ recorded_at: number; lat: number; lng: number; accuracy: number }> = [];
  for (let travelled = 0; travelled < roadKm - stepKm; travelled += stepKm) {
    let leg = 0;
    let start = 0;
    while (start + legKm[leg]! < travelled) start += legKm[leg++]!;
    const fraction = (travelled - start) / legKm[leg]!;
    const a = vertices[leg]!;
    const b = vertices[leg + 1]!;
    const at = t0 + (travelled / SPEED_KMH) * 3_600_000;
    batch.push({ recorded_at: Math.round(at), ...toLatLng({ x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction }), accuracy: 8 });
    if (batch.length < 15) continue; // a batch per half minute, as the phone sends them
    server.clock.set(new Date(at + 1_000));
    const answer = await call(server, 'POST', `/api/trips/${tripId}/positions`, { token: driver.token, json: { points: batch } });
    if (answer.status !== 200) throw new Error(`positions answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    batch = [];
    const trueLeftMs = ((roadKm - travelled) / SPEED_KMH) * 3_600_000;
    const estimatedLeftMs = Date.parse(answer.body.estimate.arrival_at) - at;
    // Past the first 5 minutes (the speed is being learned) and while 10 minutes or more remain.
    if (at - t0 >= 5 * 60_000 && trueLeftMs >= 10 * 60_000) errors.push((Math.abs(estimatedLeftMs - trueLeftMs) / trueLeftMs) * 100);
  }
  server.clock.set(new Date());
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    road_km: Math.round(roadKm * 10) / 10,
    checks: errors.length,
    max_pct: round(Math.max(...errors)),
    mean_pct: round(errors.reduce((sum, e) => sum + e, 0) / errors.length),
  };
}

export async function trackingFigures(browser: Browser, server: TestServer) {
  const driverAccount = server.demoAccounts.find((account) => account.role === 'driver')!;
  const passengerAccount = server.demoAccounts.find((account) => account.role === 'passenger')!;
  const driver = await logIn(server, driverAccount.phone, driverAccount.password);
  const passenger = await logIn(server, passengerAccount.phone, passengerAccount.password);
  server.clock.set(new Date());

  const liveTrip = await tripLeavingSoon(server, driver, passenger);
  const started = await call(server, 'POST', `/api/trips/${liveTrip}/start`, { token: driver.token, json: {} });
  if (started.status !== 200) throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`);
  const live = await liveFigures(browser, server, driver, passengerAccount.phone, passengerAccount.password, liveTrip);

  server.clock.set(new Date());
  const uploadTrip = await tripLeavingSoon(server, driver, passenger);
  const upload = await uploadFigures(browser, server, driverAccount.phone, driverAccount.password, uploadTrip);

  const estimate = await estimateFigures(server, driver, passenger);
  return { tracking_live_ms: live, driver_upload: upload, estimate_error: estimate };
}
