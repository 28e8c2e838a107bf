/**
 * Renders the installable app's PNG icons from the game's mark (public/favicon.svg)
 * in Debian's Chromium (playwright-core, from the e2e workspace). Run once after
 * changing the mark, then commit the PNGs:
 *
 *   npx tsx apps/web/scripts/render-icons.ts
 *
 * - icon-192.png, icon-512.png: the round mark on a transparent square ('any').
 * - icon-maskable-512.png: the mark at 78% on a full square of its own fill, so a
 *   launcher's circle, squircle or rounded square never cuts into it ('maskable':
 *   everything that matters stays inside the central circle of 40% radius).
 * - apple-touch-icon.png (180): iOS ignores the manifest's icons and fills
 *   transparency with black; an opaque square like the maskable one.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));
/** The mark's disc colour (favicon.svg's circle fill). */
const FILL = '#2a0d0b';

const mark = `data:image/svg+xml;base64,${readFileSync(`${PUBLIC}favicon.svg`).toString('base64')}`;

const ICONS = [
  { file: 'icon-192.png', size: 192, markScale: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, markScale: 1, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, markScale: 0.78, background: FILL },
  { file: 'apple-touch-icon.png', size: 180, markScale: 0.88, background: FILL },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, markScale, background } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markSize = Math.round(size * markScale);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        `<img src="${mark}" width="${markSize}" height="${markSize}" alt=""></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({
      path: `${PUBLIC}icons/${file}`,
      omitBackground: background === 'transparent',
    });
    await page.close();
    console.log(`wrote public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
