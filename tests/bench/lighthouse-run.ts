// `npm run bench:lighthouse`: the Lighthouse mobile figures of tests/bench/lighthouse.ts alone, as JSON.
import { startTestServer } from '../helpers/server';
import { lighthouseFigures } from './lighthouse';

process.env.MECHWAR_TEST_DB ??= 'pglite';
const server = await startTestServer({ staticDir: 'dist', demo: true });
try {
  console.log(JSON.stringify({ lighthouse_mobile: await lighthouseFigures(server.url) }, null, 2));
} finally {
  await server.close();
}
