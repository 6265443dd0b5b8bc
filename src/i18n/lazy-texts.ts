/**
 * Interface texts loaded on demand by views that mount on a visitor's action (the consent popup and banner, the
 * newsletter modal, the sample request's form): each dictionary's namespaces are JSON named imports, so pages
 * carry none of them and a view fetches only its locale's namespaces, once, each in a chunk of its own.
 */
/// <reference types="vite/client" />
import type { Locale } from '#contract/locales.ts';
import type { Messages } from './translator.ts';

type Loaders = Record<string, () => Promise<Messages>>;

// Each namespace is a module of its own (`?ns=`, the dictionary-namespaces plugin in astro.config.mjs), so it
// lands in a chunk of its own: the consent popup of a first visit fetches its locale's 'cookies' texts only.
const NAMESPACES = {
  cookies: import.meta.glob<Messages>('./dictionaries/*.json', { import: 'default', query: '?ns=cookies' }),
  newsletter: import.meta.glob<Messages>('./dictionaries/*.json', { import: 'default', query: '?ns=newsletter' }),
  form: import.meta.glob<Messages>('./dictionaries/*.json', { import: 'default', query: '?ns=form' }),
  common: import.meta.glob<Messages>('./dictionaries/*.json', { import: 'default', query: '?ns=common' }),
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
