import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchEngine } from './tests/helpers/engines/engine';
import { startServerProcess } from './tests/helpers/server-process';
import { startDeadZoneProxy } from './tests/helpers/engines/dead-zone-proxy';
import { signIn, waitForServiceWorker, waitForText } from './tests/helpers/engines/steps';
const dataDir = await mkdtemp(path.join(tmpdir(), 'dbg-'));
const server = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: 'dist', MECHWAR_DEMO: '1' });
const net = await startDeadZoneProxy(server.port);
const b = await launchEngine('webkit', { baseUrl: net.url });
const p = await b.newPage();
await p.goto('/');
await waitForServiceWorker(p);
await signIn(p, '55333444', 'Mechwar#2026');
const t0 = Date.now();
await p.goto(`/trips/1`);
try { await waitForText(p, 'Lac 1 – Tunisia Mall', { timeout: 15000 }); console.log('shown after', Date.now() - t0); } catch (e) {
  console.log('NOT SHOWN', await p.run(() => document.body.innerText.slice(0, 400)));
  console.log(await p.run(async () => {
    const db = await new Promise<IDBDatabase>((res) => { const o = indexedDB.open('mechwar'); o.onsuccess = () => res(o.result); });
    const count = (store: string) => new Promise((res) => { const r = db.transaction(store).objectStore(store).count(); r.onsuccess = () => res(r.result); r.onerror = () => res('err'); });
    return { trips: await count('trips'), outbox: await count('outbox'), stores: [...db.objectStoreNames].join(','), res: performance.getEntriesByType('resource').slice(-15).map((e) => e.name.replace(location.origin, '') + ' ' + Math.round(e.duration)) };
  }));
  await new Promise(r => setTimeout(r, 20000));
  console.log('after 35s', await p.run(() => document.body.innerText.slice(0, 200)));
}
await b.close(); await net.close(); server.child.kill('SIGKILL');
