import { describe, expect, it } from 'vitest';
import { groupJobOffers, groupStoresByRegion } from '#src/blocks/groups.ts';
import { sortPosts } from '#src/components/content/news-order.ts';
import {
  BLOCK_COMPONENTS,
  blocksProvideH1,
  decideBlock,
  isBlockType,
  planBlocks,
  splitLeadingBlocks,
} from '#src/blocks/registry.ts';
import { BLOCK_TYPES } from '#contract/blocks.ts';
import { languageEntries } from '#src/components/header/language-switcher.ts';
import { ariaCurrent, menuHref, menuLink, menuSubNavigation } from '#src/components/navigation/menu.ts';
import { videoMime, videoSource } from '#src/components/media/video.ts';
import { resolveBuildTarget } from '#contract/domains.ts';
import type { JobOffer, Store } from '#contract/schemas/company.ts';
import type { MenuItem } from '#contract/schemas/menus.ts';
import { designerHref } from '#src/layouts/helpers.ts';
import { mergeById, mergeRealizations } from '#src/utils/realizations.ts';
import { createLinks } from '#src/routing/links.ts';
import { enChrome, enNodes, plNodes } from '../fixtures/page-views.ts';

const PATH = '/en/about-us';

describe('block registry', () => {
  it('has a component for every block type of the schemas, and nothing else', () => {
    expect(Object.keys(BLOCK_COMPONENTS).sort()).toEqual([...BLOCK_TYPES].sort());
    expect(isBlockType('rich_text')).toBe(true);
    expect(isBlockType('toString')).toBe(false);
    expect(isBlockType(undefined)).toBe(false);
  });

  it('renders a valid block with its parsed data (schema defaults applied)', () => {
    const decision = decideBlock(
      { id: 3, type: 'image_gallery', title: 'Factory', photos: [{ image: { url: '/uploads/a.jpg' } }] },
      PATH,
    );
    expect(decision.render).toBe(true);
    if (!decision.render) return;
    expect(decision.type).toBe('image_gallery');
    expect(decision.data).toMatchObject({
      id: 3,
      limit: 6,
      showLabels: false,
      photos: [{ image: { url: '/uploads/a.jpg', alt: '' }, name: '', tags: [] }],
    });
  });

  it('skips an unknown type with a warning naming the page and the type', () => {
    expect(decideBlock({ id: 7, type: 'hero_video' }, PATH)).toEqual({
      render: false,
      warning: '[blocks] /en/about-us: skipped unknown block type "hero_video"',
    });
    expect(decideBlock(null, PATH)).toEqual({ render: false, warning: '[blocks] /en/about-us: skipped unknown block type ""' });
  });

  it('skips an invalid block with a warning naming the block, id, field and message', () => {
    expect(decideBlock({ id: 8, type: 'rich_text', title: 'Broken' }, PATH)).toEqual({
      render: false,
      warning:
        '[blocks] /en/about-us: skipped invalid block "rich_text" #8: content: Invalid key: Expected "content" but received undefined',
    });
    const nested = decideBlock({ id: 'b9', type: 'image', image: { url: 42 } }, PATH);
    expect(nested).toEqual({
      render: false,
      warning:
        '[blocks] /en/about-us: skipped invalid block "image" #b9: image.url: Invalid type: Expected string but received 42',
    });
    const picklist = decideBlock({ id: 10, type: 'page_header', title: 'X', titleTag: 'h3' }, PATH);
    expect(picklist.render).toBe(false);
    if (!picklist.render)
      expect(picklist.warning).toMatch(
        /^\[blocks\] \/en\/about-us: skipped invalid block "page_header" #10: titleTag: Invalid type: Expected \("h1" \| "div"\)/,
      );
  });
});

describe('planBlocks', () => {
  const header = (id: number, titleTag?: 'h1' | 'div') => ({
    id,
    type: 'page_header',
    title: `Header ${id}`,
    ...(titleTag ? { titleTag } : {}),
  });

  it('keeps valid blocks in order and collects the warnings of the others', () => {
    const plan = planBlocks(
      [header(1), { id: 2, type: 'nope' }, { id: 3, type: 'rich_text', content: '<p>x</p>' }, { id: 4, type: 'rich_text' }],
      { pagePath: PATH },
    );
    expect(plan.blocks.map((b) => [b.type, b.data.id])).toEqual([
      ['page_header', 1],
      ['rich_text', 3],
    ]);
    expect(plan.warnings).toHaveLength(2);
    expect(plan.warnings[0]).toBe('[blocks] /en/about-us: skipped unknown block type "nope"');
  });

  it('gives the h1 to the first page_header that asks for it; later ones become h2, div stays div', () => {
    const plan = planBlocks([header(1, 'div'), header(2), header(3, 'h1')], { pagePath: PATH });
    expect(plan.blocks.map((b) => b.headingTag)).toEqual(['div', 'h1', 'h2']);
  });

  it('makes the first page_header the h1 whatever its titleTag when the layout has no title of its own', () => {
    const plan = planBlocks([header(1, 'div'), header(2, 'h1')], { pagePath: PATH, headerIsTitle: true });
    expect(plan.blocks.map((b) => b.headingTag)).toEqual(['h1', 'h2']);
    expect(blocksProvideH1([header(1, 'div')], PATH, { headerIsTitle: true })).toBe(true);
  });

  it('demotes every page_header when the layout has the h1', () => {
    const plan = planBlocks([header(1), header(2, 'div')], { pagePath: PATH, h1Available: false });
    expect(plan.blocks.map((b) => b.headingTag)).toEqual(['h2', 'div']);
  });

  it('gives the image priority to the first block only, and only for hero types', () => {
    const slider = { id: 5, type: 'slider', slider: { id: 1, name: 'S', slides: [] } };
    const text = { id: 6, type: 'rich_text', content: '' };
    expect(planBlocks([slider, header(1)], { pagePath: PATH, priorityFirst: true }).blocks.map((b) => b.priority)).toEqual([
      true,
      false,
    ]);
    expect(planBlocks([text, slider], { pagePath: PATH, priorityFirst: true }).blocks.map((b) => b.priority)).toEqual([
      false,
      false,
    ]);
    expect(planBlocks([slider], { pagePath: PATH, priorityFirst: false }).blocks[0]?.priority).toBe(false);
    // An invalid first block does not take the priority away from the first rendered one.
    expect(planBlocks([{ id: 9, type: 'x' }, slider], { pagePath: PATH, priorityFirst: true }).blocks[0]?.priority).toBe(true);
  });

  it('tells whether the blocks provide the page h1', () => {
    expect(blocksProvideH1([header(1)])).toBe(true);
    expect(blocksProvideH1([header(1, 'div')])).toBe(false);
    expect(blocksProvideH1([{ id: 1, type: 'page_header' }])).toBe(false); // invalid: no title
  });

  it('splits the leading header blocks from the rest', () => {
    const blocks = [{ type: 'breadcrumbs' }, { type: 'page_header' }, { type: 'rich_text' }, { type: 'page_header' }];
    expect(splitLeadingBlocks(blocks)).toEqual({ head: blocks.slice(0, 2), tail: blocks.slice(2) });
    expect(splitLeadingBlocks([{ type: 'page_header' }]).tail).toEqual([]);
  });
});

describe('mergeRealizations', () => {
  it('merges the realizations of the products without duplicates, in first-seen order', () => {
    const r = (id: number) => ({ id, name: `R${id}` });
    expect(mergeRealizations([r(1), r(2)], [r(2), r(3)], null, [r(1), r(4)]).map((x) => x.id)).toEqual([1, 2, 3, 4]);
    // The flat API list repeats a realization once per product.
    expect(mergeRealizations([r(5), r(6), r(5), r(5), r(7)]).map((x) => x.id)).toEqual([5, 6, 7]);
    expect(mergeRealizations([])).toEqual([]);
    // The first occurrence is the one kept.
    expect(mergeById([{ id: 'a', v: 1 }], [{ id: 'a', v: 2 }])).toEqual([{ id: 'a', v: 1 }]);
  });
});

describe('sortPosts', () => {
  const posts = [
    { id: 1, published: '2026-03-05T09:00:00+00:00' },
    { id: 2, published: '2026-10-22T08:00:00+00:00' },
    { id: 3, published: '2025-12-01T08:00:00+00:00' },
  ];
  it('orders latest first by default, oldest first on request', () => {
    expect(sortPosts(posts).map((p) => p.id)).toEqual([2, 1, 3]);
    expect(sortPosts(posts, 'oldest').map((p) => p.id)).toEqual([3, 1, 2]);
    expect(posts.map((p) => p.id)).toEqual([1, 2, 3]);
  });
});

describe('showroom and job groups', () => {
  const region = (id: number, name: string) => ({ id, name, slug: name });
  const store = (id: number, city: string, r: ReturnType<typeof region>): Store => ({
    id,
    name: `Store ${id}`,
    type: 'showroom',
    street: 's',
    city,
    postalCode: '00-000',
    region: r,
    phone: null,
    fax: null,
    email: null,
    website: null,
  });
  const maz = region(7, 'mazowieckie');
  const mal = region(6, 'małopolskie');
  const pom = region(11, 'pomorskie');

  it('groups stores by region in the order of the regions, skipping empty ones, cities sorted', () => {
    const groups = groupStoresByRegion(
      [store(1, 'Warszawa', maz), store(2, 'Radom', maz), store(3, 'Kraków', mal), store(4, 'Gdańsk', pom)],
      [mal, maz, region(15, 'wielkopolskie')],
    );
    expect(groups.map((g) => [g.region.name, g.stores.map((s) => s.city)])).toEqual([
      ['małopolskie', ['Kraków']],
      ['mazowieckie', ['Radom', 'Warszawa']],
      ['pomorskie', ['Gdańsk']],
    ]);
  });

  it('groups job offers into office then production, newest first', () => {
    const offer = (id: number, worktype: 'office' | 'production', date: string): JobOffer => ({
      id,
      position: `P${id}`,
      worktype,
      region: 'r',
      publicationDate: date,
      workplace: 'w',
      description: '',
    });
    const groups = groupJobOffers([
      offer(1, 'production', '2026-01-01T00:00:00Z'),
      offer(2, 'office', '2026-02-01T00:00:00Z'),
      offer(3, 'production', '2026-03-01T00:00:00Z'),
    ]);
    expect(groups.map((g) => [g.worktype, g.offers.map((o) => o.id)])).toEqual([
      ['office', [2]],
      ['production', [3, 1]],
    ]);
  });
});

describe('videoSource', () => {
  it('builds privacy-friendly embeds for YouTube and Vimeo, and plays files directly', () => {
    expect(videoSource({ type: 'youtube', movieUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10' })).toEqual({
      type: 'youtube',
      watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    });
    expect(videoSource({ type: 'youtube', movieUrl: 'https://youtu.be/dQw4w9WgXcQ' }).embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(videoSource({ type: 'vimeo', movieUrl: 'https://vimeo.com/76979871' })).toEqual({
      type: 'vimeo',
      watchUrl: 'https://vimeo.com/76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    });
    expect(videoSource({ type: 'file', movieUrl: '/uploads/m.mp4' })).toEqual({
      type: 'file',
      watchUrl: '/uploads/m.mp4',
      embedUrl: null,
    });
    // An unrecognised YouTube URL stays a plain link (no iframe).
    expect(videoSource({ type: 'youtube', movieUrl: 'https://example.com/v' }).embedUrl).toBeNull();
    expect(videoMime('/uploads/m.mp4?x=1')).toBe('video/mp4');
    expect(videoMime('/uploads/m.webm')).toBe('video/webm');
  });
});

describe('menu links', () => {
  const target = resolveBuildTarget('local', 'localhost');
  const en = createLinks(target, 'en', enNodes);
  const livePl = createLinks(resolveBuildTarget('live', 'www.mebleoffice.example'), 'pl', plNodes);
  const item = (extra: Partial<MenuItem>): MenuItem => ({
    id: 1,
    name: 'x',
    url: '/collections',
    target: null,
    locale: 'en',
    cssClass: null,
    type: null,
    group: null,
    typeReferenceId: null,
    children: [],
    ...extra,
  });

  it('prefixes local paths with the locale once and keeps other URLs', () => {
    expect(menuHref('/collections', en)).toBe('/en/collections/');
    expect(menuHref('/en/collections', en)).toBe('/en/collections/');
    expect(menuHref('/collections?sort=new#top', en)).toBe('/en/collections/?sort=new#top');
    expect(menuHref('/uploads/catalogue.pdf', en)).toBe('/uploads/catalogue.pdf');
    expect(menuHref('/en', en)).toBe('/en/');
    expect(menuHref('/kolekcje', livePl)).toBe('/kolekcje/');
    expect(menuHref('https://partners.example', en)).toBe('https://partners.example');
    expect(menuHref('mailto:a@b.example', en)).toBe('mailto:a@b.example');
    expect(menuHref('', en)).toBeNull();
  });

  it('honours target, nofollow, hr, additional and Category', () => {
    expect(menuLink(item({ target: '_blank', cssClass: 'nofollow additional', url: 'https://x.example' }), en)).toEqual({
      href: 'https://x.example',
      target: '_blank',
      rel: 'noopener noreferrer nofollow',
      external: true,
      separator: false,
      additional: true,
      category: false,
    });
    expect(menuLink(item({ cssClass: 'hr', type: 'Category', target: '_self' }), en)).toEqual({
      href: '/en/collections/',
      external: false,
      separator: true,
      additional: false,
      category: true,
    });
  });

  it('marks the current page and its ancestors', () => {
    expect(ariaCurrent('/en/products', '/en/products', '/en/')).toBe('page');
    expect(ariaCurrent('/en/products', '/en/products/seating/', '/en/')).toBe('true');
    expect(ariaCurrent('/en/', '/en/products', '/en/')).toBeUndefined();
    expect(ariaCurrent('https://x.example/en/products', '/en/products', '/en/')).toBeUndefined();
  });

  it('finds the sub navigation of a page in the main menu', () => {
    const items = enChrome.mainMenu?.children ?? [];
    expect(menuSubNavigation(items, '/en/stories/', en)).toEqual({
      title: 'About us',
      items: [
        { name: 'Our story', href: '/en/about-us/', current: false },
        { name: 'Stories', href: '/en/stories/', current: true },
        { name: 'Careers', href: '/en/about-us/careers/', current: false },
        { name: 'News', href: '/en/news/', current: false },
      ],
    });
    expect(menuSubNavigation(items, '/en/nowhere', en)).toBeNull();
  });

  it('links a collection designer by slug through the designer route, paths as they are', () => {
    expect(designerHref('anna-lindqvist', en)).toBe('/en/designers/anna-lindqvist/');
    expect(designerHref('/designers/anna-lindqvist', en)).toBe('/en/designers/anna-lindqvist/');
    expect(designerHref('https://designer.example', en)).toBe('https://designer.example');
    expect(designerHref('', en)).toBeNull();
  });
});

describe('languageEntries', () => {
  it('lists the live, non-hidden locales with the translation or the locale home', () => {
    const live = resolveBuildTarget('live', 'eu.mebleoffice.example');
    const entries = languageEntries(live, 'en', [
      { locale: 'en', hreflang: 'en', url: 'https://eu.mebleoffice.example/en/products' },
      { locale: 'pl', hreflang: 'pl', url: 'https://www.mebleoffice.example/produkty' },
    ]);
    expect(entries.map((e) => [e.locale, e.lang, e.href, e.current, e.translated])).toEqual([
      ['pl', 'pl', 'https://www.mebleoffice.example/produkty', false, true],
      ['en', 'en', 'https://eu.mebleoffice.example/en/products', true, true],
      ['de', 'de', 'https://eu.mebleoffice.example/de/', false, false],
      ['cz', 'cs', 'https://eu.mebleoffice.example/cz/', false, false],
      ['no', 'nb', 'https://www.mebleoffice-nordic.example/', false, false],
      ['fr', 'fr', 'https://eu.mebleoffice.example/fr/', false, false],
    ]);
  });

  it('leaves hidden locales out (beta hides ru)', () => {
    const beta = resolveBuildTarget('beta', 'beta.eu.mebleoffice.example');
    expect(languageEntries(beta, 'en', []).map((e) => e.locale)).not.toContain('ru');
  });
});

describe('rendering helpers (src/utils/html.ts)', () => {
  it('keeps a readable CMS tag text colour and replaces one that fails AA', async () => {
    const { contrastRatio, readableTextColor } = await import('#src/utils/colors.ts');
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(readableTextColor('#8a5a2b', '#ffffff')).toBe('#ffffff');
    // White on #00aa00 is 3.1:1: near-black (6.7:1) is used instead.
    expect(readableTextColor('#00aa00', '#ffffff')).toBe('#1c1a17');
    expect(readableTextColor('#1c1a17', '#333333')).toBe('#ffffff');
    expect(readableTextColor('red', '#ffffff')).toBe('#ffffff');
  });

  it('only lets plain colours into style attributes', async () => {
    const { safeCssColor } = await import('#src/utils/colors.ts');
    expect(safeCssColor('#00AA00', '#000')).toBe('#00AA00');
    expect(safeCssColor('rgb(0, 170, 0)', '#000')).toBe('rgb(0, 170, 0)');
    expect(safeCssColor('teal', '#000')).toBe('teal');
    expect(safeCssColor('red;background:url(https://x.example)', '#000')).toBe('#000');
    expect(safeCssColor(null, '#000')).toBe('#000');
  });

  it('appends the download query, strips tags, truncates and sizes tooltips', async () => {
    const { tooltipWidth, truncate, withDownloadQuery } = await import('#src/utils/html.ts');
    const { stripTags } = await import('#src/utils/rich-text-html.ts');
    expect(withDownloadQuery('/uploads/files/1.pdf')).toBe('/uploads/files/1.pdf?download');
    expect(withDownloadQuery('/uploads/files/1.pdf?v=2#p')).toBe('/uploads/files/1.pdf?v=2&download#p');
    expect(withDownloadQuery('/f.pdf?download')).toBe('/f.pdf?download');
    expect(stripTags('<p>Oak&nbsp;&amp; felt</p><p>Repairable&#8230;</p>')).toBe('Oak & felt Repairable…');
    expect(truncate('one two three four', 12)).toBe('one two…');
    expect(truncate('short', 12)).toBe('short');
    expect(tooltipWidth('Eco-friendly')).toBe(120);
    expect(tooltipWidth('x'.repeat(40))).toBe(250);
  });
});

describe('tag colours on mid-tone backgrounds', () => {
  it('falls back to black when neither brand ink reaches 4.5:1', async () => {
    const { contrastRatio, readableTextColor } = await import('#src/utils/colors.ts');
    const { altBesideText } = await import('#src/utils/html.ts');
    // White on teal #00897b is 4.31:1, near-black 4.2:1: pure black (4.9:1) passes.
    expect(readableTextColor('#00897b', '#ffffff')).toBe('#000000');
    expect(contrastRatio('#000000', '#00897b')).toBeGreaterThanOrEqual(4.5);
    expect(altBesideText('Acoustics', 'acoustics ')).toBe('');
    expect(altBesideText('Juno chair, front view', 'Juno')).toBe('Juno chair, front view');
  });
});
