/**
 * Time to first search results: a built site served as the CDN serves it, its search page opened with a
 * phrase in Chromium (no throttling), measured from the moment the island mounts (Astro removes its
 * astro-island's `ssr` attribute) to the frame in which the first result card is painted, and from the
 * navigation start. Figures, not a test: the median of the runs.
 */
import { chromium } from '@playwright/test';
import { chromiumPath } from '../chromium-path.ts';
import { startSiteServer } from '../serve.ts';

export interface SearchFigure {
  phrase: string;
  runs: number;
  /** Median ms from the island's mount to the first painted result. */
  hydratedToResultsMs: number;
  /** Median ms from navigation start to the first painted result. */
  navigationToResultsMs: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

export async function benchSearchIsland(options: {
  distDir: string;
  apiUrl: string;
  searchPath: string;
  phrase: string;
  runs: number;
}): Promise<SearchFigure> {
  const site = await startSiteServer({ distDir: options.distDir, port: 0, apiUrl: options.apiUrl });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const hydrated: number[] = [];
  const navigation: number[] = [];
  try {
    for (let i = 0; i < options.runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        const marks: { hydrated?: number; results?: number } = {};
        (window as unknown as { __search: typeof marks }).__search = marks;
        new MutationObserver(() => {
          const island = document.querySelector('astro-island');
          if (island && !island.hasAttribute('ssr') && marks.hydrated === undefined) marks.hydrated = performance.now();
          if (document.querySelector('.search-result') && marks.results === undefined) {
            requestAnimationFrame(() => {
              marks.results ??= performance.now();
            });
          }
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['ssr'] });
      });
      await page.goto(`${site.url}${options.searchPath}?q=${encodeURIComponent(options.phrase)}`);
      await page.waitForFunction(() => (window as unknown as { __search: { results?: number } }).__search.results !== undefined);
      const marks = await page.evaluate(
        () => (window as unknown as { __search: { hydrated: number; results: number } }).__search,
      );
      hydrated.push(marks.results - marks.hydrated);
      navigation.push(marks.results);
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return {
    phrase: options.phrase,
    runs: options.runs,
    hydratedToResultsMs: Math.round(median(hydrated)),
    navigationToResultsMs: Math.round(median(navigation)),
  };
}
