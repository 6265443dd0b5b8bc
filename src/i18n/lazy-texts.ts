/**
 * Interface texts loaded on demand by views that mount on a visitor's action (the consent popup and banner, the
 * newsletter modal, the sample request's form): each dictionary's namespaces are JSON named imports, so pages
 * carry none of them and a view fetches only its locale's, once. Every namespace listed here is in each
 * locale's chunk, which the consent popup loads on a first visit: a view with texts of its own passes them in
 * its page (the sample request's, SampleBar.astro).
 */
/// <reference types="vite/client" />
import type { Locale } from '#contract/locales.ts';
import type { Messages } from './translator.ts';

type Loaders = Record<string, () => Promise<Messages>>;

const NAMESPACES = {
  cookies: import.meta.glob<Messages>('./dictionaries/*.json', { import: 'cookies' }),
  newsletter: import.meta.glob<Messages>('./dictionaries/*.json', { import: 'newsletter' }),
  form: import.meta.glob<Messages>('./dictionaries/*.json', { import: 'form' }),
  common: import.meta.glob<Messages>('./dictionaries/*.json', { import: 'common' }),
} satisfies Record<string, Loaders>;

export type LazyNamespace = keyof typeof NAMESPACES;

async function load(loaders: Loaders, locale: Locale): Promise<Messages> {
  const loader = loaders[`./dictionaries/${locale}.json`];
  return (await loader?.()) ?? {};
}

async function pick(locale: Locale, namespaces: readonly LazyNamespace[]): Promise<Messages> {
  const entries = await Promise.all(namespaces.map(async (ns) => [ns, await load(NAMESPACES[ns], locale)] as const));
  return Object.fromEntries(entries);
}

/**
 * `{ [namespace]: … }` of `locale`, and of Polish (the default locale) as the fallback for texts the locale
 * lacks (none for Polish itself): the arguments of createTranslator. `fallback: false` saves the second
 * request where every locale has every text (the consent views, checked by the dictionary tests).
 */
export async function loadTexts(
  locale: Locale,
  namespaces: readonly LazyNamespace[],
  options: { fallback?: boolean } = {},
): Promise<{ messages: Messages; fallback: Messages | undefined }> {
  const [messages, fallback] = await Promise.all([
    pick(locale, namespaces),
    locale === 'pl' || options.fallback === false ? undefined : pick('pl', namespaces),
  ]);
  return { messages, fallback };
}
