/**
 * Makes the web manifest's two screenshots from the running app (the install dialog shows them):
 * Home on a phone (390x844, form_factor narrow) and the residential listing on a laptop
 * (1280x800, wide). Run against a started server:
 *
 *   npx tsx scripts/manifestScreenshots.ts [http://127.0.0.1:3000]
 *
 * Writes pwa/public/screenshots/*.png (palette PNGs, so they stay small). Sizes must match the
 * manifest entries in vite.config.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = path.resolve('pwa/public/screenshots');

const shots = [
  { file: 'home-narrow.png', path: '/', width: 390, height: 844 },
  { file: 'residential-wide.png', path: '/residential', width: 1280, height: 800 },
] as const;

async function settle(page: Page) {
  // No install banner or toasts in a store picture; every visible image loaded.
  await page.addStyleTag({ content: '[aria-label="Install the app"], [role="status"]:has(> div > div) { display: none !important; }' });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete && image.naturalWidth > 0),
  );
  await page.evaluate(() => document.fonts.ready);
}

async function main() {
  const executablePath = process.env.CHROME_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  fs.mkdirSync(outDir, { recursive: true });
  try {
    for (const shot of shots) {
      const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height }, deviceScaleFactor: 1 });
      await page.goto(new URL(shot.path, baseUrl).href);
      await settle(page);
      const png = await page.screenshot();
      const target = path.join(outDir, shot.file);
      await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(target);
      const { width, height } = await sharp(target).metadata();
      if (width !== shot.width || height !== shot.height)
        throw new Error(`${shot.file} is ${width}x${height}, expected ${shot.width}x${shot.height}`);
      console.log(`${path.relative(process.cwd(), target)}: ${width}x${height}, ${Math.round(fs.statSync(target).size / 1024)} KB`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
