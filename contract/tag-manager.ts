/**
 * Google Tag Manager containers, one per locale, as build configuration. The analytics (a GA4 tag) are
 * configured inside the containers, so the site itself only loads the container and signals consent to it.
 *
 * Where a build takes its ids from, in order:
 *   1. `TAG_MANAGER_IDS`: `pl=GTM-AAAA111,en=GTM-BBBB222`; `*=GTM-…` sets every locale of the build; an empty
 *      id (`de=`) turns the tag manager off for that locale. Ops set it per Netlify site.
 *   2. The defaults below: the local environment uses a test container per locale, so `npm start` and the tests
 *      run the whole consent flow; the other environments have no container until ops name one.
 * A locale without an id gets no tag manager (and no consent signalling script).
 */
import { LOCALES, type Locale, isLocale } from './locales.ts';

/** What Google issues: `GTM-` and upper-case letters or digits. The id is written into a script, so nothing else passes. */
export const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export type TagManagerIds = Partial<Record<Locale, string>>;

/**
 * The local environment's test container of a locale (GTM-TESTPL, GTM-TESTDE, …): one per locale, as in
 * production, so that a page of one locale loading another's container shows; nothing real is measured, and
 * offline the script simply fails to load.
 */
export function testTagManagerId(locale: Locale): string {
  return `GTM-TEST${locale.toUpperCase()}`;
}

/** The ids of an environment before `TAG_MANAGER_IDS` applies. */
export function defaultTagManagerIds(env: string): TagManagerIds {
  return env === 'local' ? Object.fromEntries(LOCALES.map((l) => [l, testTagManagerId(l)])) : {};
}

/**
 * `TAG_MANAGER_IDS` over `defaults`: the result has only locales with an id. Throws an error
 * naming the entry for anything it cannot read: a build with a wrong id must not go out silently.
 */
export function parseTagManagerIds(raw: string | undefined, defaults: TagManagerIds = {}): TagManagerIds {
  const ids: TagManagerIds = { ...defaults };
  for (const entry of (raw ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const eq = entry.indexOf('=');
    const key = eq === -1 ? '' : entry.slice(0, eq).trim();
    const id = eq === -1 ? '' : entry.slice(eq + 1).trim();
    if (key !== '*' && !isLocale(key)) {
      throw new Error(`TAG_MANAGER_IDS: "${entry}" must be locale=GTM-ID with a locale of ${LOCALES.join(', ')} or *`);
    }
    if (id !== '' && !TAG_MANAGER_ID.test(id)) {
      throw new Error(`TAG_MANAGER_IDS: "${id}" (${key}) is not a container id like GTM-ABC1234`);
    }
    for (const locale of key === '*' ? LOCALES : [key as Locale]) ids[locale] = id;
  }
  return Object.fromEntries(Object.entries(ids).filter(([, id]) => id)) as TagManagerIds;
}
