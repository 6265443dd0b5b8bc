import { describe, expect, it } from 'vitest';
import { originUrl } from '#contract/domains.ts';
import { scriptJson } from '#src/utils/html.ts';
import { getT } from '#src/i18n/index.ts';
import {
  type JsonLd,
  breadcrumbJsonLd,
  composeTitle,
  errorMessage,
  errorPageSeo,
  hreflangLinks,
  pageSeo,
  websiteJsonLd,
} from '#src/seo/seo.ts';
import type { Alternate } from '#src/routing/page-plan.ts';
import { PAGE_VIEWS, target } from '../fixtures/page-views.ts';

const view = (name: string) => {
  const v = PAGE_VIEWS[name];
  if (!v) throw new Error(`no fixture ${name}`);
  return v;
};
const ofType = (list: JsonLd[], type: string) => list.find((d) => d['@type'] === type);
/** The site name is a dictionary text (seo.siteName). */
const SITE = getT('en')('seo.siteName');

describe('composeTitle', () => {
  it('adds the site name through the template', () => {
    expect(composeTitle('Office chairs', 'Formanta')).toBe('Office chairs | Formanta');
    expect(composeTitle('Office chairs', 'Formanta', '{{siteName}} – {{title}}')).toBe('Formanta – Office chairs');
  });

  it('does not repeat the site name and falls back to it alone', () => {
    expect(composeTitle('About Formanta', 'Formanta')).toBe('About Formanta');
    expect(composeTitle('  ', 'Formanta')).toBe('Formanta');
    expect(composeTitle(null, 'Formanta')).toBe('Formanta');
  });
});

describe('originUrl', () => {
  it('joins the origin and the build path', () => {
    expect(originUrl('https://eu.mebleoffice.example', '/en/products')).toBe('https://eu.mebleoffice.example/en/products');
    expect(originUrl('https://www.mebleoffice.example/', '/')).toBe('https://www.mebleoffice.example/');
  });
});

describe('hreflangLinks', () => {
  const alternates: Alternate[] = [
    { locale: 'en', hreflang: 'en', url: 'https://eu.mebleoffice.example/en/products' },
    { locale: 'pl', hreflang: 'pl', url: 'https://www.mebleoffice.example/produkty' },
    { locale: 'cz', hreflang: 'cs', url: 'https://eu.mebleoffice.example/cz/produkty' },
    { locale: 'no', hreflang: 'nb', url: 'https://www.mebleoffice-nordic.example/produkter' },
  ];

  it('lists every alternate with its BCP-47 code and the Polish page as x-default', () => {
    expect(hreflangLinks(alternates)).toEqual([
      { hreflang: 'en', href: 'https://eu.mebleoffice.example/en/products' },
      { hreflang: 'pl', href: 'https://www.mebleoffice.example/produkty' },
      { hreflang: 'cs', href: 'https://eu.mebleoffice.example/cz/produkty' },
      { hreflang: 'nb', href: 'https://www.mebleoffice-nordic.example/produkter' },
      { hreflang: 'x-default', href: 'https://www.mebleoffice.example/produkty' },
    ]);
  });

  it('uses the first alternate as x-default when there is no Polish page', () => {
    const links = hreflangLinks(alternates.filter((a) => a.locale !== 'pl'));
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://eu.mebleoffice.example/en/products' });
    expect(hreflangLinks([])).toEqual([]);
  });
});

describe('scriptJson', () => {
  it('cannot close the script element or open a comment', () => {
    const json = scriptJson({ name: 'Evil </script><script>alert(1)</script> <!-- & co' });
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(json).toBe(
      '{"name":"Evil \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u003c!-- \\u0026 co"}',
    );
    expect(JSON.parse(json)).toEqual({ name: 'Evil </script><script>alert(1)</script> <!-- & co' });
  });

  it('escapes the line separators JavaScript parsers choke on', () => {
    expect(scriptJson({ a: 'x\u2028y\u2029z' })).toBe('{"a":"x\\u2028y\\u2029z"}');
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the crumbs with positions and absolute URLs (locale prefix through links.path)', () => {
    const v = view('product');
    expect(breadcrumbJsonLd(v.breadcrumbs, 'http://localhost:4321', v.links)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:4321/en/' },
        { '@type': 'ListItem', position: 2, name: 'Products', item: 'http://localhost:4321/en/products/' },
        { '@type': 'ListItem', position: 3, name: 'Seating', item: 'http://localhost:4321/en/products/seating/' },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Office chairs',
          item: 'http://localhost:4321/en/products/seating/office-chairs/',
        },
        {
          '@type': 'ListItem',
          position: 5,
          name: 'Arbo Task',
          item: 'http://localhost:4321/en/products/seating/office-chairs/arbo-task/',
        },
      ],
    });
  });
});

describe('websiteJsonLd', () => {
  it('has a SearchAction to the search page only when the locale has one', () => {
    const base = {
      siteName: 'Formanta',
      origin: 'https://www.mebleoffice.example',
      homeUrl: 'https://www.mebleoffice.example/',
      lang: 'pl',
    };
    expect(websiteJsonLd({ ...base, searchPath: '/szukaj' }).potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://www.mebleoffice.example/szukaj?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
    expect(websiteJsonLd({ ...base, searchPath: null }).potentialAction).toBeUndefined();
  });
});

describe('pageSeo', () => {
  it('home: site name as title, default description, canonical, hreflang, Organization + WebSite', () => {
    const seo = pageSeo(view('home'));
    expect(seo.title).toBe(SITE);
    expect(seo.description).toBe(getT('en')('seo.defaultDescription'));
    expect(seo.canonical).toBe('http://localhost:4321/en/');
    expect(seo.alternates.map((a) => a.hreflang)).toEqual(['pl', 'de', 'en', 'x-default']);
    expect(seo.alternates.at(-1)?.href).toBe('http://localhost:4321/pl/');
    expect(seo.ogLocale).toBe('en_GB');
    expect(seo.ogLocaleAlternates).toEqual(['pl_PL', 'de_DE']);
    expect(seo.noindex).toBe(false);
    expect(seo.jsonLd.map((d) => d['@type'])).toEqual(['Organization', 'WebSite']);
    const website = ofType(seo.jsonLd, 'WebSite') as { potentialAction: { target: { urlTemplate: string } } };
    expect(website.potentialAction.target.urlTemplate).toBe('http://localhost:4321/en/search/?q={search_term_string}');
  });

  it('product: title with site name, description from the product, image, Product + BreadcrumbList', () => {
    const seo = pageSeo(view('product'));
    expect(seo.title).toBe(`Arbo Task | ${SITE}`);
    expect(seo.description.startsWith('A task chair with a moulded oak-veneer shell')).toBe(true);
    expect(seo.description.length).toBeLessThanOrEqual(160);
    expect(seo.image).toBe('http://localhost:4321/media/cache/resolve/general_desktop/uploads/products/101/teaser.jpg');
    expect(seo.jsonLd.map((d) => d['@type'])).toEqual(['BreadcrumbList', 'Product']);
    expect(ofType(seo.jsonLd, 'Product')).toMatchObject({
      name: 'Arbo Task',
      brand: { '@type': 'Brand', name: SITE },
      category: 'Office chairs',
      url: 'http://localhost:4321/en/products/seating/office-chairs/arbo-task/',
    });
  });

  it('collection: seoTitle wins, CollectionPage with the products as ItemList', () => {
    const seo = pageSeo(view('collection'));
    expect(seo.title).toBe(`Arbo collection – oak office chairs | ${SITE}`);
    const list = ofType(seo.jsonLd, 'CollectionPage') as {
      mainEntity: { numberOfItems: number; itemListElement: { url: string }[] };
    };
    expect(list.mainEntity.numberOfItems).toBe(4);
    expect(list.mainEntity.itemListElement[0]?.url).toBe('http://localhost:4321/en/products/seating/office-chairs/arbo-task/');
  });

  it('post: article type, seoDescription, NewsArticle with datePublished, no breadcrumbs', () => {
    const seo = pageSeo(view('post'));
    expect(seo.ogType).toBe('article');
    expect(seo.publishedTime).toBe('2026-10-22T08:00:00+00:00');
    expect(seo.description).toBe('Our stand at Orgatec 2026: acoustic pods, repairable chairs and recycled fabrics.');
    expect(seo.jsonLd.map((d) => d['@type'])).toEqual(['NewsArticle']);
    expect(ofType(seo.jsonLd, 'NewsArticle')).toMatchObject({
      headline: `${SITE} at Orgatec 2026: a quieter office`,
      datePublished: '2026-10-22T08:00:00+00:00',
    });
  });

  it('uses the BCP-47 language of the page and the locale template (pl)', () => {
    const seo = pageSeo(view('privacy'));
    expect(seo.title).toBe(`Polityka prywatności | ${getT('pl')('seo.siteName')}`);
    expect(seo.ogLocale).toBe('pl_PL');
    expect(seo.alternates.find((a) => a.hreflang === 'x-default')?.href).toBe('http://localhost:4321/pl/polityka-prywatnosci/');
  });
});

describe('errorPageSeo', () => {
  it('is noindex, without alternates or structured data', () => {
    const t = getT('en');
    const seo = errorPageSeo({ status: 404, message: errorMessage(t, 404, false), target, locale: 'en', t, path: '/en/404' });
    expect(seo.noindex).toBe(true);
    expect(seo.title).toBe(`404 error | ${SITE}`);
    expect(seo.description).toBe('This page could not be found');
    expect(seo.alternates).toEqual([]);
    expect(seo.jsonLd).toEqual([]);
  });

  it('a missing item and an address that matches nothing have their own 404 messages; other statuses theirs or the general one', () => {
    const t = getT('en');
    expect(errorMessage(t, 404, true)).toBe('Page you requested does not exist');
    expect(errorMessage(t, 404, false)).toBe('This page could not be found');
    expect(errorMessage(t, 500, false)).toBe('Internal server error');
    expect(errorMessage(t, 418, false)).toBe(t('errors.general'));
  });
});
