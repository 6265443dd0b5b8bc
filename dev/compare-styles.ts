/**
 * Compares two builds of the same pages by the computed style of every element, for changes that must not move
 * anything a visitor sees (how CSS is bundled or ordered, a build setting). Serve each build (`dev/serve.ts
 * --dir <dist> --port <port>`), then:
 *
 *   node dev/compare-styles.ts --a http://localhost:4501 --b http://localhost:4502 [--widths 375,768,1280,1440] /en/ /de/kontakt/ …
 *
 * Scripts are off, so both show the server-rendered markup, and `content-visibility: auto` is switched off: the
 * height of a section never painted is an estimate that differs between two loads of the same build. Screenshots
 * are no help here for the same reason. Prints each difference (the first few per page) and exits non-zero if a
 * page differs.
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath } from './chromium-path.ts';

const { values, positionals: pages } = parseArgs({
  allowPositionals: true,
  options: { a: { type: 'string' }, b: { type: 'string' }, widths: { type: 'string', default: '375,768,1280,1440' } },
});
if (!values.a || !values.b || pages.length === 0) {
  console.error('usage: node dev/compare-styles.ts --a <origin> --b <origin> [--widths 375,1280] <path>…');
  process.exit(2);
}

type ElementStyles = [label: string, styles: Record<string, string>];

async function computedStyles(browser: Browser, url: string, width: number): Promise<ElementStyles[]> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false, bypassCSP: true });
  const page = await context.newPage();
  await page.route(
    (u) => u.pathname.endsWith('/') || u.pathname.endsWith('.html'),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('</head>', '<style>*{content-visibility:visible!important}</style></head>');
      await route.fulfill({ response, body });
    },
  );
  await page.goto(url, { waitUntil: 'load' });
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('body *')].map((element): [string, Record<string, string>] => {
      const computed = getComputedStyle(element);
      const styles: Record<string, string> = {};
      for (const property of computed) styles[property] = computed.getPropertyValue(property);
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).filter(Boolean) : [];
      return [[element.localName + (element.id ? `#${element.id}` : ''), ...classes].join('.'), styles];
    }),
  );
  await context.close();
  return styles;
}

const [originA, originB] = [values.a, values.b];
const widths = values.widths.split(',').map(Number);
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
let differing = 0;
for (const width of widths) {
  for (const path of pages) {
    const [a, b] = await Promise.all([
      computedStyles(browser, originA + path, width),
      computedStyles(browser, originB + path, width),
    ]);
    let count = 0;
    if (a.length !== b.length) count = Math.abs(a.length - b.length);
    else {
      a.forEach(([label, styles], i) => {
        const other = b[i]?.[1] ?? {};
        for (const [property, value] of Object.entries(styles)) {
          if (other[property] === value) continue;
          if (count++ < 5) console.log(`${width} ${path} ${label.slice(0, 80)} ${property}: ${value} → ${other[property]}`);
        }
      });
    }
    console.log(
      `${width} ${path}: ${count === 0 ? 'same' : a.length !== b.length ? `${a.length} elements against ${b.length}` : `${count} differences`}`,
    );
    if (count > 0) differing++;
  }
}
await browser.close();
console.log(`${differing} of ${pages.length * widths.length} page views differ`);
process.exit(differing === 0 ? 0 : 1);
