import { describe, expect, it } from 'vitest';
import {
  type ChromeRecord,
  factsHash,
  isActive,
  isMenusRead,
  chromePacker,
  chromeUnpacker,
  patchCandidates,
  patchPage,
  probesOf,
  referencedRenderings,
  type SharedPart,
  sharedId,
  sharedRenderings,
} from '#builder/generator/chrome-patch.ts';
import { type BuildManifest, entryHash } from '#builder/generator/manifest.ts';
import type { ChromePart, ChromeUse, CurrentSlot as Slot } from '#src/view/chrome-use.ts';
import type { Accept, ReadRecord } from '#src/data/content-client.ts';
import type { Locale } from '#contract/locales.ts';

/** A shared menu rendering with one link slot, as RenderOnce records it. */
const MENU = '<nav><a href="/en/a/" aria-current="current-slot-0">A</a><a href="/en/b/">B</a></nav>';
const SLOTS: Slot[] = [{ kind: 'link', href: '/en/a/' }];
const FOOTER = '<footer><p>Footer</p><script type="module" src="/_astro/footer.js"></script></footer>';

function part(key: string, shared: string, slots: Slot[], currentPath: string | null): ChromePart {
  return { key, shared, slots, fill: currentPath ? { currentPath, homePath: '/en/' } : null };
}

/** A page with the menu filled for /en/a/ (the link is the page) and the footer. */
const FILLED_MENU = '<nav><a href="/en/a/" aria-current="page">A</a><a href="/en/b/">B</a></nav>';
const PAGE = `<!doctype html><head><title>Ą</title></head><body><header>${FILLED_MENU}</header><main>Żółw</main>${FOOTER}</body>`;
const use = (overrides: Partial<ChromeUse> = {}): ChromeUse => ({
  outside: false,
  facts: { header: '{"hasMenu":true}' },
  parts: [part('main-menu', MENU, SLOTS, '/en/a/'), part('footer', FOOTER, [], null)],
  ...overrides,
});

describe('the record of a page that can be patched', () => {
  it('names each part by its shared rendering, identified once per thread and reported with its first page', () => {
    const renderings = sharedRenderings();
    const first = renderings.record(use());
    const menuId = sharedId({ key: 'main-menu', html: MENU, slots: SLOTS });
    expect(first.record).toEqual({
      facts: factsHash({ header: '{"hasMenu":true}' }),
      parts: [
        { key: 'main-menu', shared: menuId, fill: { currentPath: '/en/a/', homePath: '/en/' } },
        { key: 'footer', shared: sharedId({ key: 'footer', html: FOOTER, slots: [] }), fill: null },
      ],
    });
    expect(Object.keys(first.fresh)).toEqual([menuId, first.record?.parts[1]?.shared]);
    // The next page of the thread: the same renderings, not reported again.
    expect(renderings.record(use()).fresh).toEqual({});
  });

  it('is null for a page that read its menus elsewhere, has no parts, or has an active part', () => {
    const renderings = sharedRenderings();
    expect(renderings.record(use({ outside: true })).record).toBeNull();
    expect(renderings.record(use({ parts: [] })).record).toBeNull();
    expect(renderings.record(undefined).record).toBeNull();
    const inline = '<footer><script>alert(1)</script></footer>';
    const island = '<footer><astro-island client="load" component-url="/_astro/x.js"></astro-island></footer>';
    for (const footer of [inline, island]) {
      expect(renderings.record(use({ parts: [part('footer', footer, [], null)] })).record).toBeNull();
    }
    // A module script loaded by URL is neither (the footer's own).
    expect(isActive({ key: 'footer', html: FOOTER, slots: [] })).toBe(false);
  });

  it('survives the manifest: packed small, unpacked the same', () => {
    const record = sharedRenderings().record(use()).record as ChromeRecord;
    const packer = chromePacker();
    const packed = packer.pack(record, '/en/a/');
    // A part filled for another path than the page's own (an error page's) keeps it.
    const other: ChromeRecord = {
      ...record,
      parts: record.parts.map((p) => ({ ...p, fill: p.fill && { currentPath: '/x/', homePath: '/en/' } })),
    };
    const otherPacked = packer.pack(other, '/en/404/');
    // Strings stored once for every page: the next page's record is a few numbers.
    expect(JSON.stringify(packer.pack(record, '/en/a/')).length).toBeLessThan(20);
    const unpack = chromeUnpacker(JSON.parse(JSON.stringify(packer.strings)));
    expect(unpack(JSON.parse(JSON.stringify(packed)), '/en/a/')).toEqual(record);
    expect(unpack(otherPacked, '/en/404/')).toEqual(other);
  });
});

describe('patching a page with the new menus', () => {
  const renderings = sharedRenderings();
  const { record, fresh } = renderings.record(use());
  const before = new Map(Object.entries(fresh));
  const NEW_MENU = '<nav><a href="/en/a/" aria-current="current-slot-0">Ä new</a><a href="/en/c/">C</a></nav>';
  const newMenu: SharedPart = { key: 'main-menu', html: NEW_MENU, slots: SLOTS };
  const footer: SharedPart = { key: 'footer', html: FOOTER, slots: [] };
  const after = new Map([
    ['main-menu', { id: sharedId(newMenu), part: newMenu }],
    ['footer', { id: sharedId(footer), part: footer }],
  ]);
  const FILLED_NEW = '<nav><a href="/en/a/" aria-current="page">Ä new</a><a href="/en/c/">C</a></nav>';

  it('puts the new rendering filled for the page in place of each old one, and records the new renderings', () => {
    const patched = patchPage(Buffer.from(PAGE), record as ChromeRecord, before, after);
    expect(Buffer.concat(patched?.pieces ?? []).toString()).toBe(PAGE.replace(FILLED_MENU, FILLED_NEW));
    expect(patched?.record.parts.map((p) => p.shared)).toEqual([sharedId(newMenu), sharedId(footer)]);
    // The new record fits the new file: a second patch (back to the old menu) finds its parts.
    const back = new Map(
      [...after].map(([key, value]) => [
        key,
        key === 'main-menu' ? { id: 'old', part: before.get(record?.parts[0]?.shared as string) as SharedPart } : value,
      ]),
    );
    const again = patchPage(
      Buffer.concat(patched?.pieces ?? []),
      patched?.record as ChromeRecord,
      new Map([...before, [sharedId(newMenu), newMenu]]),
      back,
    );
    expect(Buffer.concat(again?.pieces ?? []).toString()).toBe(PAGE);
  });

  it('refuses a file without the old part exactly once, or a part it has no rendering for', () => {
    const chrome = record as ChromeRecord;
    expect(patchPage(Buffer.from(PAGE.replace('Footer', 'Fooler')), chrome, before, after)).toBeNull();
    expect(patchPage(Buffer.from(PAGE.replace('<main>', `<main>${FILLED_MENU}`)), chrome, before, after)).toBeNull();
    expect(patchPage(Buffer.from(PAGE), chrome, new Map(), after)).toBeNull();
    expect(patchPage(Buffer.from(PAGE), chrome, before, new Map([...after].filter(([key]) => key !== 'footer')))).toBeNull();
  });
});

describe('which pages a rebuild patches', () => {
  const read = (key: string, hash: string): ReadRecord => {
    const [locale, accept, pathAndQuery] = key.split(' ') as [Locale, Accept, string];
    return { key, request: { locale, accept, pathAndQuery }, hash };
  };
  const MENUS = 'en json /api/menus?pagination=false';
  const PRODUCT = 'en json /api/products/7';
  const record: ChromeRecord = { facts: 'f', parts: [{ key: 'main-menu', shared: 'm', fill: null }] };
  const entry = (locale: Locale, reads: ReadRecord[], chrome?: ChromeRecord) => ({
    locale,
    planHash: 'p',
    reads,
    status: 200,
    hash: entryHash({ planHash: 'p', reads, code: 'c', dictionary: 'd' }),
    ...(chrome ? { chrome } : {}),
  });
  const previous = {
    entries: {
      '/en/a/': entry('en', [read(MENUS, 'm1'), read(PRODUCT, 'p1')], record),
      '/en/b/': entry('en', [read(MENUS, 'm1')], record),
      '/en/stories/': entry('en', [read(MENUS, 'm1')]),
      '/de/a/': entry('de', [read('de json /api/menus?pagination=false', 'd1')], record),
    },
  } as unknown as BuildManifest;
  const paths = Object.keys(previous.entries);

  it('those whose only changed reads are menus, and that have a record', () => {
    expect(patchCandidates(previous, paths, new Map([[MENUS, 'm2']]))).toEqual(['/en/a/', '/en/b/']);
    // The product changed too: /en/a/ renders.
    expect(
      patchCandidates(
        previous,
        paths,
        new Map([
          [MENUS, 'm2'],
          [PRODUCT, 'p2'],
        ]),
      ),
    ).toEqual(['/en/b/']);
    // Requested again but unchanged: nothing to patch.
    expect(patchCandidates(previous, paths, new Map([[MENUS, 'm1']]))).toEqual([]);
  });

  it('one probe per locale, rendered to learn the new menus', () => {
    expect([...probesOf(previous, ['/en/a/', '/en/b/', '/de/a/'])]).toEqual(['/en/a/', '/de/a/']);
  });

  it('menus reads by their path, with or without a query', () => {
    expect(isMenusRead(read(MENUS, 'x'))).toBe(true);
    expect(isMenusRead(read('en json /api/menus', 'x'))).toBe(true);
    expect(isMenusRead(read('en json /api/menus_extra', 'x'))).toBe(false);
    expect(isMenusRead(read(PRODUCT, 'x'))).toBe(false);
  });

  it("keeps the renderings the entries still name, this build's first", () => {
    const part = (html: string): SharedPart => ({ key: 'main-menu', html, slots: [] });
    const kept = referencedRenderings(previous.entries, new Map([['m', part('new')]]), { m: part('old'), gone: part('x') });
    expect(kept).toEqual({ m: part('new') });
    expect(referencedRenderings(previous.entries, new Map(), { m: part('old'), gone: part('x') })).toEqual({ m: part('old') });
  });
});
