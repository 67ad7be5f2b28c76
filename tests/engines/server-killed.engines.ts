// In Chromium, Firefox and WebKit: the server is killed (SIGKILL, no goodbye) while a person books; the booking waits on
// the device, and once a new server process is up on the same data, it is sent exactly once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ENGINES, launchEngine, type EngineBrowser, type EnginePage } from '../helpers/engines/engine';
import { startDeadZoneProxy, type DeadZoneProxy } from '../helpers/engines/dead-zone-proxy';
import { check, clickButton, followLink, select, signIn, waitForNoText, waitForServiceWorker, waitForText } from '../helpers/engines/steps';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { call, logIn } from '../helpers/server';
import { DEMO_PASSWORD } from '../../src/server/db/seed';

const PASSENGER_PHONE = '55333444';
const PENDING = "En attente d'envoi";

let dataDir: string;
let site: string;
let server: ServerProcess;
let network: DeadZoneProxy;
let browser: EngineBrowser | undefined;
let shown: EnginePage | undefined;
/** The passenger's API token, asked for once: logins are limited to 10 a minute per phone, and a retried journey would
 * otherwise spend them (tokens outlive a restart: the data stays). */
let passengerToken: string;

/** The real server as `npm start` runs it, on PGlite in `dataDir`, with the demo data; the proxy points at it. */
async function startServer() {
  server = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: site, MECHWAR_DEMO: '1' });
  network?.retarget(server.port);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mechwar-killed-'));
  site = path.join(dataDir, 'site');
  cpSync('dist', site, { recursive: true });
  await startServer();
  network = await startDeadZoneProxy(server.port);
  passengerToken = (await logIn(server, PASSENGER_PHONE, DEMO_PASSWORD)).token;
});
afterEach(async (test) => {
  // What the server answered last: a request that never came tells a different story from a page that did not show it.
  if (test.task.result?.state === 'fail') {
    console.error(server.output.join('').split('\n').slice(-30).join('\n'));
    console.error(await shown?.run(() => `${location.href}\n${document.body.innerText}`).catch(() => '(unreadable)'));
    // Whether the server answers now, through the proxy and directly: a page left waiting tells apart a request that
    // hung on the way from a server that was not answering.
    for (const base of [network.url, server.url]) {
      const asked = performance.now();
      const answer = await fetch(`${base}/api/trips/${lastTrip}`, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => String(response.status),
        (error: unknown) => String(error),
      );
      console.error(`GET ${base}/api/trips/${lastTrip}: ${answer} in ${Math.round(performance.now() - asked)} ms`);
    }
  }
  await browser?.close();
  browser = undefined;
  // A journey that failed between the kill and the restart leaves the next one a server.
  if (server.child.exitCode !== null || server.child.signalCode !== null) await startServer();
});
afterAll(async () => {
  await network?.close();
  server?.child.kill('SIGKILL');
  await server?.exited;
  await rm(dataDir, { recursive: true, force: true });
});

/** An open demo trip with seats that the passenger has no booking on (the demo data books her on some), as listed. */
async function openTrip(token: string, taken: Set<number>) {
  const { body } = await call(server, 'GET', '/api/trips', { token });
  const mine = await call(server, 'GET', '/api/my-bookings', { token });
  for (const booking of mine.body.data as Array<{ trip_id?: number; trip?: { id: number } }>) taken.add(booking.trip_id ?? booking.trip!.id);
  const trips = body.data as Array<{ id: number; available_seats: number; departure_location: string }>;
  const trip = trips.find((candidate) => candidate.available_seats > 0 && !taken.has(candidate.id))!;
  taken.add(trip.id);
  return trip;
}

const booked = new Set<number>();
/** The trip the journey under way opened (for the failure's report). */
let lastTrip = 0;

describe.each(ENGINES)('%s', (engine) => {
  it('keeps a booking made while the server is killed, and sends it once to the restarted server', async () => {
    const trip = await openTrip(passengerToken, booked);
    lastTrip = trip.id;
    browser = await launchEngine(engine, { baseUrl: network.url });
    const page = (shown = await browser.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);
    await signIn(page, PASSENGER_PHONE, DEMO_PASSWORD);
    await followLink(page, `/trips/${trip.id}`);
    // The page has the trip from the server (its sync line shows), not only a row some list left on the device.
    await waitForText(page, trip.departure_location);
    await waitForText(page, 'Dernière synchronisation');

    server.child.kill('SIGKILL');
    await server.exited;
    await clickButton(page, 'Book');
    await select(page, 'Nombre de places', '1', '.modal.show');
    await check(page, "J'accepte les conditions de réservation", '.modal.show');
    await clickButton(page, 'Confirmer la réservation', '.modal.show');
    await waitForText(page, PENDING);

    await startServer();
    await waitForNoText(page, PENDING, { timeout: 60_000 });
    const mine = await call(server, 'GET', '/api/my-bookings', { token: passengerToken });
    const onTrip = (mine.body.data as Array<{ trip_id?: number; trip?: { id: number }; seats: number }>).filter(
      (booking) => (booking.trip_id ?? booking.trip?.id) === trip.id,
    );
    expect(onTrip.map((booking) => booking.seats)).toEqual([1]);
    expect(await page.errors()).toEqual([]);
  });
});
