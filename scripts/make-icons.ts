// Renders the app icons and manifest screenshots placeholders from public/favicon.svg with headless Chromium.
// Run once after changing the logo: `npx tsx scripts/make-icons.ts`.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tests/helpers/chromium';

const logo = readFileSync('public/favicon.svg', 'utf8');

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  const page = await browser.newPage();
  const shots: Array<[string, number, number, string]> = [
    ['public/icons/icon-192.png', 192, 192, `<div style="width:192px;height:192px">${logo}</div>`],
    ['public/icons/icon-512.png', 512, 512, `<div style="width:512px;height:512px">${logo}</div>`],
    // Maskable: full-bleed background, the mark inside the 80% safe zone.
    [
      'public/icons/maskable-512.png',
      512,
      512,
      `<div style="width:512px;height:512px;background:#0b7a55;display:flex;align-items:center;justify-content:center"><div style="width:340px;height:340px">${logo}</div></div>`,
    ],
  ];
  for (const [file, width, height, html] of shots) {
    await page.setViewportSize({ width, height });
    await page.setContent(`<style>body{margin:0}svg{width:100%;height:100%;display:block}</style>${html}`);
    await page.screenshot({ path: file, omitBackground: !file.includes('maskable') });
  }
  for (const [file, width, height] of [
    ['public/screenshots/home-wide.png', 1280, 720],
    ['public/screenshots/home-narrow.png', 540, 960],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.setContent(
      `<body style="margin:0;font-family:sans-serif;background:linear-gradient(135deg,#0b7a55,#0d9f6e);color:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center;height:100vh"><div style="width:160px;height:160px">${logo}</div><h1 style="font-size:48px">Mechwar</h1><p style="font-size:24px">Smarter Rides, Together</p></body>`,
    );
    await page.screenshot({ path: file });
  }
  await browser.close();
}

void main();
