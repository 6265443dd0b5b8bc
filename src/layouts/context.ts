/**
 * What the document frame (BaseDocument, Header, Footer) needs: a subset of PageView, so that the error pages
 * can render the same frame with or without menus.
 */
import type { BuildTarget } from '#contract/domains.ts';
import { type Locale, toBcp47 } from '#contract/locales.ts';
import type { ChromeContent, PageView } from '../view/types.ts';
import type { Translate } from '../i18n/translator.ts';
import type { Links } from '../routing/links.ts';
import type { Alternate } from '../routing/page-plan.ts';

export interface DocumentContext {
  target: BuildTarget;
  locale: Locale;
  /** BCP-47 language of the page (html lang). */
  lang: string;
  links: Links;
  t: Translate;
  /** Menus; null renders the frame without navigation (error pages before menus are known). */
  chrome: ChromeContent | null;
  /** Translations of the page (language switcher). */
  alternates: readonly Alternate[];
  /** Build path of the page (aria-current in menus). */
  currentPath: string;
  /** Layout and page type, exposed on <body> for styling hooks and the quality gates' page types. */
  layout: string;
  pageType: string;
  /** An editor's preview of unpublished content: the frame says so. */
  preview?: boolean;
}

/**
 * The frame of a page every locale has besides its content (error pages, newsletter confirmations): no
 * translations to switch to; `chrome` null renders it without menus.
 */
export function localeDocumentContext(input: {
  target: BuildTarget;
  locale: Locale;
  links: Links;
  t: Translate;
  chrome: ChromeContent | null;
  path: string;
  layout: string;
  pageType: string;
}): DocumentContext {
  const { path, ...rest } = input;
  return { ...rest, lang: toBcp47(input.locale), alternates: [], currentPath: path };
}

export function documentContext(view: PageView): DocumentContext {
  return {
    target: view.target,
    locale: view.locale,
    lang: view.lang,
    links: view.links,
    t: view.t,
    chrome: view.chrome,
    alternates: view.page.alternates,
    currentPath: view.page.path,
    layout: view.page.layout,
    pageType: view.page.pageType,
    preview: view.page.preview === true,
  };
}
