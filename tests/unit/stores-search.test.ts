/**
 * The search rules: default tab, pagination window, URL state, and the controller against a fake API
 * (abort of obsolete requests, saved phrase, history entries).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContentClient } from '#src/data/browser-client.ts';
import { SEARCH_PAGE_SIZE, type SearchType } from '#src/data/search-query.ts';
import { type SearchHistory, createSearchController } from '#src/components/search/search-controller.ts';
import {
  $savedPhrase,
  $search,
  INITIAL_SEARCH_STATE,
  defaultTab,
  normalizePhrase,
  pageCount,
  paginationWindow,
  readSearchUrl,
  writeSearchUrl,
} from '#src/stores/search.ts';

const counts = (p: number, c: number, r: number, n: number): Record<SearchType, number> => ({
  Product: p,
  ProductCollection: c,
  Realization: r,
  Post: n,
});

describe('search rules', () => {
  it('trims the phrase', () => {
    expect(normalizePhrase('   fotel  ')).toBe('fotel');
    expect(normalizePhrase(null)).toBe('');
  });

  it('opens the first type with results, in the order Product, ProductCollection, Realization, Post', () => {
    expect(defaultTab(counts(3, 1, 0, 0))).toBe('Product');
    expect(defaultTab(counts(0, 2, 5, 0))).toBe('ProductCollection');
    expect(defaultTab(counts(0, 0, 0, 1))).toBe('Post');
    expect(defaultTab(counts(0, 0, 0, 0))).toBe('Product');
  });

  it('shows 4 pages on each side of the current page, 1 on phones, within the pages there are', () => {
    expect(paginationWindow(1, 20, 4)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(10, 20, 4)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(paginationWindow(20, 20, 4)).toEqual([16, 17, 18, 19, 20]);
    expect(paginationWindow(5, 20, 1)).toEqual([4, 5, 6]);
    expect(paginationWindow(1, 1, 4)).toEqual([1]);
    // The current page is greater than 0 and not past the last.
    expect(paginationWindow(0, 3, 1)).toEqual([1, 2]);
    expect(paginationWindow(9, 3, 1)).toEqual([2, 3]);
  });

  it('counts pages of 18', () => {
    expect(SEARCH_PAGE_SIZE).toBe(18);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(18)).toBe(1);
    expect(pageCount(19)).toBe(2);
  });

  it('reads q (trimmed), type and page from the URL', () => {
    expect(readSearchUrl('?q=+++fotel+++&type=Post&page=3')).toEqual({ phrase: 'fotel', type: 'Post', page: 3 });
    expect(readSearchUrl('?q=%20%20')).toEqual({ phrase: null, type: null, page: 1 });
    expect(readSearchUrl('?q=a&type=Designer&page=-2')).toEqual({ phrase: 'a', type: null, page: 1 });
    expect(readSearchUrl('?q=a&page=1.5').page).toBe(1);
  });

  it('writes the type only when it is not the default tab, and the page only past the first', () => {
    const base = 'https://example.test/pl/szukaj/?utm=x';
    const found = counts(0, 4, 0, 1);
    expect(writeSearchUrl(base, { phrase: 'krzesło', type: 'ProductCollection', page: 1, counts: found })).toBe(
      '/pl/szukaj/?utm=x&q=krzes%C5%82o',
    );
    expect(writeSearchUrl(base, { phrase: 'krzesło', type: 'Post', page: 2, counts: found })).toBe(
      '/pl/szukaj/?utm=x&q=krzes%C5%82o&type=Post&page=2',
    );
    expect(writeSearchUrl(base, { phrase: '', type: 'Post', page: 2, counts: found })).toBe('/pl/szukaj/?utm=x');
  });
});

// ------------------------------------------------------------------------------------ controller

interface Call {
  objectType: string;
  phrase: string;
  page: number;
  signal: AbortSignal | undefined;
}

function fakeClient(totals: Record<SearchType, number>, options: { fail?: boolean; hold?: boolean } = {}) {
  const calls: Call[] = [];
  const release: (() => void)[] = [];
  const client: BrowserContentClient = {
    locale: 'pl',
    get: () => Promise.reject(new Error('not used')),
    send: () => Promise.reject(new Error('not used')),
    async list(_endpoint, call) {
      const query = call?.query as { objectType: SearchType; phrase: string; page: number; itemsPerPage: number };
      calls.push({ objectType: query.objectType, phrase: query.phrase, page: query.page, signal: call?.signal });
      if (options.hold) await new Promise<void>((resolve) => release.push(resolve));
      if (call?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      if (options.fail) throw new Error('503');
      const total = totals[query.objectType];
      const first = (query.page - 1) * query.itemsPerPage;
      const count = Math.max(0, Math.min(query.itemsPerPage, total - first));
      const items = Array.from({ length: count }, (_, i) => ({
        id: first + i + 1,
        objectType: query.objectType,
        title: `${query.objectType} ${first + i + 1}`,
        slug: `item-${first + i + 1}`,
        image: null,
        alternativePresentationContent: null,
      }));
      return { items: items as never[], totalItems: total };
    },
  };
  return { client, calls, release };
}

function fakeHistory(initial: string): SearchHistory & { entries: string[] } {
  const entries = [initial];
  return {
    entries,
    get href() {
      return `https://example.test${entries.at(-1)}`;
    },
    get search() {
      return new URL(this.href).search;
    },
    push: (url) => entries.push(url),
    replace: (url) => {
      entries[entries.length - 1] = url;
    },
  };
}

describe('search controller', () => {
  beforeEach(() => {
    $search.set(INITIAL_SEARCH_STATE);
    $savedPhrase.set('');
  });

  it('queries all four types with the trimmed phrase, page 1 and 18 per page, and opens the first type with results', async () => {
    const { client, calls } = fakeClient(counts(0, 3, 40, 2));
    const nav = fakeHistory('/pl/szukaj/?q=++krzes%C5%82o++');
    await createSearchController(client, nav).syncFromUrl();
    expect(calls.map((c) => [c.objectType, c.phrase, c.page])).toEqual([
      ['Product', 'krzesło', 1],
      ['ProductCollection', 'krzesło', 1],
      ['Realization', 'krzesło', 1],
      ['Post', 'krzesło', 1],
    ]);
    const state = $search.get();
    expect(state.status).toBe('ready');
    expect(state.counts).toEqual(counts(0, 3, 40, 2));
    expect(state.active).toBe('ProductCollection');
    expect($savedPhrase.get()).toBe('krzesło');
  });

  it('resets to page 1 on a tab change, and keeps tab and page in the history', async () => {
    const { client, calls } = fakeClient(counts(50, 0, 40, 0));
    const nav = fakeHistory('/pl/szukaj/?q=a');
    const controller = createSearchController(client, nav);
    await controller.syncFromUrl();
    await controller.goToPage(3);
    expect($search.get()).toMatchObject({ active: 'Product', page: 3 });
    expect(calls.at(-1)).toMatchObject({ objectType: 'Product', page: 3 });
    expect(nav.entries.at(-1)).toBe('/pl/szukaj/?q=a&page=3');

    await controller.selectTab('Realization');
    expect($search.get()).toMatchObject({ active: 'Realization', page: 1 });
    expect(nav.entries.at(-1)).toBe('/pl/szukaj/?q=a&type=Realization');

    // Back: the URL of page 3 of products again, without a new search.
    nav.entries.pop();
    const before = calls.length;
    await controller.syncFromUrl();
    expect($search.get()).toMatchObject({ active: 'Product', page: 3 });
    expect(calls.length).toBe(before);
  });

  it('uses the saved phrase when the URL has no q, and writes it into the URL without a new entry', async () => {
    $savedPhrase.set('fotel');
    const { client } = fakeClient(counts(1, 0, 0, 0));
    const nav = fakeHistory('/pl/szukaj/');
    await createSearchController(client, nav).syncFromUrl();
    expect(nav.entries).toEqual(['/pl/szukaj/?q=fotel']);
    expect($search.get().phrase).toBe('fotel');
  });

  it('shows the form only for an empty phrase, and sends nothing', async () => {
    const { client, calls } = fakeClient(counts(1, 1, 1, 1));
    await createSearchController(client, fakeHistory('/pl/szukaj/?q=+++')).syncFromUrl();
    expect($search.get().status).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('cancels the requests of an older phrase when a newer one is submitted', async () => {
    const { client, calls, release } = fakeClient(counts(5, 0, 0, 0), { hold: true });
    const nav = fakeHistory('/pl/szukaj/');
    const controller = createSearchController(client, nav);
    const first = controller.submit('stół');
    const second = controller.submit('krzesło');
    for (const done of release.splice(0)) done();
    await Promise.resolve();
    for (const done of release.splice(0)) done();
    await Promise.all([first, second]);
    expect(calls.filter((c) => c.phrase === 'stół').every((c) => c.signal?.aborted)).toBe(true);
    expect($search.get()).toMatchObject({ phrase: 'krzesło', status: 'ready' });
    expect(nav.entries).toEqual(['/pl/szukaj/', '/pl/szukaj/?q=st%C3%B3%C5%82', '/pl/szukaj/?q=krzes%C5%82o']);
  });

  it('reports an API failure as the error state, and a retry searches again', async () => {
    const failing = fakeClient(counts(1, 0, 0, 0), { fail: true });
    const nav = fakeHistory('/pl/szukaj/?q=a');
    const controller = createSearchController(failing.client, nav);
    await controller.syncFromUrl();
    expect($search.get().status).toBe('error');
    expect(failing.calls).toHaveLength(4);
    await controller.retry();
    expect(failing.calls).toHaveLength(8);
  });
});
