// Lighthouse 12's default mobile audit (simulated Slow 4G, Moto G Power) of /, /trips and a trip's detail, first visits,
// in French and in Arabic (a browser asking for Arabic: the page starts right to left, with its Arabic words).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../helpers/chromium';
import { call } from '../helpers/server';

const RUNS = 3;

type Language = 'fr' | 'ar';
/** What the browser asks for: navigator.languages and Accept-Language. */
const LANGUAGE_ARGS: Record<Language, string[]> = {
  fr: ['--lang=fr-FR', '--accept-lang=fr-FR,fr'],
  ar: ['--lang=ar', '--accept-lang=ar-TN,ar'],
};

/** A headless Chromium on a new profile: no service worker, no HTTP cache, no IndexedDB, as a first visit. */
async function launch(language: Language) {
  const profile = await mkdtemp(path.join(tmpdir(), 'mechwar-lighthouse-'));
  const chromium = spawn(
    chromiumPath(),
    [...CHROMIUM_ARGS, ...LANGUAGE_ARGS[language], '--headless', `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Port 0 lets Chromium pick a free port; it says which on stderr.
  const port = await new Promise<number>((resolve, reject) => {
    let said = '';
    chromium.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(said);
      if (match) resolve(Number(match[1]));
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${said}`)));
  });
  return {
    port,
    async close() {
      if (chromium.exitCode === null && chromium.signalCode === null) {
        const exited = new Promise((resolve) => chromium.once('exit', resolve));
        chromium.kill();
        await exited;
      }
      await rm(profile, { recursive: true, force: true });
    },
  };
}

async function audit(url: string, language: Language): Promise<Result> {
  const chromium = await launch(language);
  try {
    // No config: Lighthouse's default, which is mobile with simulated throttling.
    const result = await lighthouse(url, { port: chromium.port, logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chromium.close();
  }
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * The audits of a category that did not pass, with what Lighthouse says of them (savings, element, count): what
 * costs the points. Metrics are left out (they are the figures above), and so is the hidden group, which repeats
 * the diagnostics as "insights" and holds metrics that no longer count.
 */
function failing(lhr: Result, category: string) {
  const failed: Record<string, string> = {};
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const result = lhr.audits[ref.id];
    if (!result || ref.group === 'metrics' || ref.group === 'hidden') continue;
    if (result.score === null || result.score >= 0.9) continue;
    if (result.scoreDisplayMode === 'notApplicable' || result.scoreDisplayMode === 'informative') continue;
    // The elements at fault, when the audit names them: the first few are enough to find the rest.
    const details = result.details && 'items' in result.details ? result.details.items : [];
    const items = details as { node?: { selector?: string } }[];
    const selectors = items.flatMap((item) => (item.node?.selector ? [item.node.selector] : [])).slice(0, 3);
    failed[ref.id] = (result.displayValue || result.title) + (selectors.length ? ` (${selectors.join('; ')})` : '');
  }
  return failed;
}

/** Figures of one page: the run of median performance score, with that run's metrics and other categories. */
function figures(runs: Result[]) {
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return {
    median,
    figures: {
      performance: score(median, 'performance'),
      performance_runs: runs.map((run) => score(run, 'performance')),
      fcp_ms: Math.round(metric(median, 'first-contentful-paint')),
      lcp_ms: Math.round(metric(median, 'largest-contentful-paint')),
      tbt_ms: Math.round(metric(median, 'total-blocking-time')),
      cls: Number(metric(median, 'cumulative-layout-shift').toFixed(3)),
      speed_index_ms: Math.round(metric(median, 'speed-index')),
      accessibility: score(median, 'accessibility'),
      best_practices: score(median, 'best-practices'),
      seo: score(median, 'seo'),
      // Simulated throttling scales what this machine measured: a low index (a slow CPU) inflates TBT.
      benchmark_index: Math.round(median.environment.benchmarkIndex),
      failing: Object.fromEntries(['performance', 'accessibility', 'best-practices', 'seo'].map((category) => [category, failing(median, category)])),
    },
  };
}

/**
 * Lighthouse mobile figures of the three pages a new visitor lands on, the detail being the first listed trip's, in
 * French (keys "/", "/trips", "/trips/{id}") and in Arabic (the same keys with " ar").
 * With LIGHTHOUSE_REPORT_DIR set, each page's median report is written there as JSON (for the Lighthouse viewer).
 */
export async function lighthouseFigures(url: string) {
  const { body: list } = await call({ url }, 'GET', '/api/trips');
  const tripId = (list.data[0] as { id: number }).id;
  const pages = { '/': '/', '/trips': '/trips', '/trips/{id}': `/trips/${tripId}` };
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  const result: Record<string, ReturnType<typeof figures>['figures']> = {};
  for (const language of ['fr', 'ar'] as const) {
    for (const [page, pathname] of Object.entries(pages)) {
      const name = language === 'fr' ? page : `${page} ar`;
      // One after the other: two at once on a small machine would each slow the other's simulated figures.
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(url + pathname, language));
      const { median, figures: figured } = figures(runs);
      result[name] = figured;
      if (reportDir) {
        const file = `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`;
        await mkdir(reportDir, { recursive: true });
        await writeFile(path.join(reportDir, file), JSON.stringify(median));
      }
    }
  }
  return result;
}
