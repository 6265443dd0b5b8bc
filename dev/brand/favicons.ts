/**
 * Renders the site's icons from the brand mark (dev/brand/favicon.svg) into public/:
 *   node dev/brand/favicons.ts
 *
 * PNG, not the SVG itself: Chromium draws an SVG favicon by creating a page for it on the renderer's main
 * thread (measured 8–30 ms in a Lighthouse trace, after the first paint), and a PNG is decoded off it.
 * favicon.png is the tab icon (32 px covers 16 px at 2x); apple-touch-icon.png the home-screen icon, square
 * (iOS rounds the corners itself) and opaque.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '../..');
const svg = await readFile(path.join(import.meta.dirname, 'favicon.svg'), 'utf8');

const icons = [
  { file: 'favicon.png', size: 32, svg },
  { file: 'apple-touch-icon.png', size: 180, svg: svg.replace(/ rx="[\d.]+"/, '') },
];
for (const icon of icons) {
  const out = path.join(root, 'public', icon.file);
  const info = await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(out);
  console.log(`favicons: ${path.relative(root, out)} ${info.width}×${info.height}, ${info.size} B`);
}
