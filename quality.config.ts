/**
 * Quality budgets and targets of the built site, in one place. Read by the gates in quality/:
 *   budgets.ts    page weight per page type (gzip JS, CSS, HTML), render-blocking scripts, image sizes
 *   integrity.ts  links, titles, descriptions, hreflang, sitemaps, canonical URLs
 *   lighthouse.ts Lighthouse scores (mobile emulation, simulated throttling) on pages found by type
 *   functions.ts  sizes of the Netlify functions a `netlify build` packaged (.netlify/functions/*.zip)
 *
 * Sizes are in bytes; 1 KB = 1024 bytes (what the reports print). Gzip sizes are measured with zlib at
 * `gzipLevel` 6: zlib's default and what CDNs typically use for on-the-fly compression (Netlify serves
 * Brotli to most browsers, which is smaller still), so the figures are on the safe side; level 9 saves only
 * about 1–2 % on this kind of output.
 */
import { PROXIED_PREFIXES } from './contract/proxied-paths.ts';

export const KB = 1024;

/** How a page is budgeted: 'interactive' pages (forms) may load more JavaScript than 'content' pages. */
export type BudgetClass = 'content' | 'interactive';

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo';

/**
 * How the Lighthouse gate finds a page of a kind in a dist: every given field must match. A kind lists
 * selectors in order of preference; the first selector with a match wins, and among its matches the first page
 * in path order of the chosen locale.
 */
export interface PageSelector {
  /** `<body data-page-type>` values. */
  pageTypes?: string[];
  /** `<body data-layout>` values. */
  layouts?: string[];
  /** Matched against the page's path within its locale (prefix removed, trailing slash kept), e.g. /pliki/. */
  localPath?: RegExp;
  /** Any of these schema.org @type values in the page's JSON-LD (a fallback when body data attributes are missing). */
  jsonLdTypes?: string[];
}

export interface QualityConfig {
  gzipLevel: number;
  budgets: {
    /** All JavaScript a page loads, gzip, by budget class. */
    jsGzip: Record<BudgetClass, number>;
    /** Linked stylesheets (with their @imports) and inline <style>, gzip. */
    cssGzip: number;
    /**
     * Linked stylesheets: each is a render-blocking request. One: the site's styles, global and component
     * (astro.config.mjs); an island's or a lazily loaded module's CSS is injected by its script
     * (ui/inject-styles.ts).
     */
    stylesheets: number;
    /** The HTML document itself, gzip. */
    htmlGzip: number;
    /** Classic <script src> in <head> without async/defer/type=module. */
    renderBlockingScripts: number;
    /** <img> without both width and height attributes. */
    imagesWithoutSize: number;
  };
  classify: {
    /** `data-page-type` or `data-layout` values that are always 'interactive'. */
    interactivePageTypes: string[];
    /**
     * An island whose component name (opts name or component-url file) matches is 'interactive': forms, and
     * the download basket (React, with the zip download).
     */
    interactiveIsland: RegExp;
  };
  integrity: {
    /** Paths the CDN proxies to the content API: not in dist/, counted and optionally checked with --check-proxied. */
    proxiedPrefixes: readonly string[];
    /** Error pages: excluded from the title uniqueness rule, sitemaps and canonical checks. */
    errorPage: RegExp;
    /**
     * Canonical, hreflang and sitemap URLs must be the URL a page is served at: a directory page is served at
     * `/x/`, and `/x` answers with a 301 to it (Netlify, dev/serve.ts). Off: `/x` is accepted as `/x/`.
     */
    requireServedUrls: boolean;
    /** ORPHAN: every indexable page is linked from some other page (translations' language switchers aside). */
    requireInboundLinks: boolean;
  };
  lighthouse: {
    targets: Record<LighthouseCategory, number>;
    /** Page kinds of `npm run lighthouse` (default --pages). */
    pages: string[];
    /** The pages the CI gate runs. */
    ciPages: string[];
    /**
     * Median of this many runs per page in CI: on two shared cores one run in three can lose 300-400 ms of
     * TBT to the machine (measured: home 87, 89, 95 in one CI run; 98-100 run alone). Three, so one such run
     * does not move the median; a median near the target gets the borderline runs on top. Five cost CI about
     * 80 s more; in the CI runs on record every page's median was 98-100 either way.
     */
    ciRuns: number;
    /**
     * A page whose median lands this close to a target (either side) is measured `runs` more times and judged
     * on the median of all its runs: a median of 5 on these machines varies by about ±3 points (search page,
     * 10 runs: 89-98), so a page near the line would pass or fail by chance.
     */
    borderline: { within: number; runs: number };
    /**
     * A query appended to a kind's page: the search page is measured with results (a one-letter phrase
     * fills every tab in every locale, the heaviest case: 18 result images).
     */
    queries: Record<string, string>;
    selectors: Record<string, PageSelector[]>;
  };
  /**
   * Per Netlify function, the zip Netlify deploys and its unpacked size. Every function needs a budget. Netlify
   * refuses a function over 50 MB zipped or 250 MB unpacked; these budgets sit just above what each function
   * needs, so that shipping something it does not run (the whole site once went into the admin function: an
   * 18 MB zip) fails here. Every zip carries about 1.1 MB unpacked (330 KB zipped) of Netlify's own bootstrap.
   */
  functions: Record<string, { zipBytes: number; unzippedBytes: number }>;
}

const config: QualityConfig = {
  gzipLevel: 6,
  budgets: {
    // interactive: React 19's client (react-dom, 65.1 KB) + the island and its shared chunks; measured with the
    // header: search 95.8 KB (the island; the browser content client with its dialect negotiation, 5.6 KB; the
    // header with the basket store; the app shell, whose list and motion code now load on approach and when
    // idle), the Polish first visit with the consent popup 93.1 KB, files page 84 KB. 95 KB until the app
    // shell's loaders for the lists that grow on scroll and the motion on scroll (+0.9 KB on every page).
    // Islands mount when the browser is idle, so this weight stays off the critical path (Lighthouse mobile on
    // the search page with results and on the files page: see the README).
    jsGzip: { content: 25 * KB, interactive: 97 * KB },
    cssGzip: 20 * KB,
    stylesheets: 1,
    htmlGzip: 40 * KB,
    renderBlockingScripts: 0,
    imagesWithoutSize: 0,
  },
  classify: {
    interactivePageTypes: ['contact', 'search'],
    interactiveIsland: /form|basket/i,
  },
  integrity: {
    proxiedPrefixes: PROXIED_PREFIXES,
    errorPage: /(^|\/)(404|500)(\/item)?(\/|\.html)?$/,
    requireServedUrls: true,
    requireInboundLinks: true,
  },
  lighthouse: {
    targets: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
    pages: ['home', 'category', 'product', 'collection', 'search', 'files', 'contact'],
    ciPages: ['home', 'product', 'search', 'files', 'contact'],
    ciRuns: 3,
    borderline: { within: 2, runs: 4 },
    queries: { search: '?q=a' },
    selectors: {
      // Body data attributes first; JSON-LD types and paths of the default locale (pl) as fallbacks.
      home: [{ pageTypes: ['root'] }, { localPath: /^\/$/ }],
      // A category page (/produkty/krzesla) rather than the catalogue root (/produkty).
      category: [
        { layouts: ['product_list'], localPath: /^\/[^/]+\/[^/]+/ },
        { layouts: ['product_list'] },
        { jsonLdTypes: ['CollectionPage'], localPath: /^\/(produkty|products)\/[^/]+\/$/ },
      ],
      product: [{ layouts: ['product'] }, { jsonLdTypes: ['Product'] }],
      collection: [
        { layouts: ['collection'], pageTypes: ['productcollection'] },
        { layouts: ['collection'] },
        { localPath: /^\/(kolekcje|collections)\/[^/]+\/$/ },
      ],
      search: [{ pageTypes: ['search'] }, { layouts: ['search'] }, { localPath: /^\/(szukaj|search)\/$/ }],
      files: [{ localPath: /^\/(pliki|files)\/?$/ }, { pageTypes: ['download_center', 'files'] }],
      /** The contact form (an island hydrated in view), the contact people and the route planner. */
      contact: [{ pageTypes: ['contact'] }, { localPath: /^\/(kontakt|contact)\/$/ }],
    },
  },
  functions: {
    // Its bundle (0.8 MB: the handler, the content client and the page plan's code), the renderer's standalone
    // entry (3.7 MB) and _headers: 1.4 MB zipped, 5.6 MB unpacked; neither grows with the number of pages.
    admin: { zipBytes: 2048 * KB, unzippedBytes: 8192 * KB },
    // Its module, valibot and @netlify/blobs: 0.4 MB zipped, 1.4 MB unpacked.
    webhook: { zipBytes: 640 * KB, unzippedBytes: 2048 * KB },
  },
};

export default config;
