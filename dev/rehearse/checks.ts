/**
 * The deploy rehearsal's checks of a served site, from outside (HTTP only, as a visitor, the CMS or an editor
 * reaches it): Netlify's handling of the build's `_redirects` and `_headers`, and the two functions.
 */
import { randomUUID } from 'node:crypto';
import { type BuildTarget, buildPath, localePrefix } from '#contract/domains.ts';
import { endpointUrl } from '#contract/endpoint.ts';
import * as endpoints from '#contract/endpoints.ts';
import { LOCALES, type Locale, toBcp47 } from '#contract/locales.ts';
import { API_PATH } from '#contract/proxied-paths.ts';
import { signPreviewUrl } from '#builder/preview/access.ts';
import { signedHeaders } from '#builder/webhook/signature.ts';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

/** Runs named checks, keeps going after a failure, and prints one line each. */
export class Checks {
  readonly results: CheckResult[] = [];

  async run(name: string, check: () => Promise<unknown>): Promise<boolean> {
    try {
      const result = await check();
      const detail = typeof result === 'string' ? result : '';
      this.results.push({ name, ok: true, detail });
      console.log(`  ok    ${name}${detail ? `: ${detail}` : ''}`);
      return true;
    } catch (error) {
      const detail = (error as Error).message;
      this.results.push({ name, ok: false, detail });
      console.log(`  FAIL  ${name}: ${detail}`);
      return false;
    }
  }

  get failed(): number {
    return this.results.filter((r) => !r.ok).length;
  }
}

export function expectThat(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export interface Fetched {
  status: number;
  headers: Headers;
  body: string;
}

export async function get(url: string, headers: Record<string, string> = {}, init: RequestInit = {}): Promise<Fetched> {
  const response = await fetch(url, { redirect: 'manual', headers, signal: AbortSignal.timeout(60_000), ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const langOf = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

/** What the webhook function's build hook received (the rehearsal's stand-in for Netlify's build hook). */
export interface HookLog {
  bodies: unknown[];
  waitFor(count: number, timeoutMs?: number): Promise<unknown[]>;
}

export interface SiteUnderTest {
  url: string;
  target: BuildTarget;
  apiUrl: string;
  previewSecret: string;
  webhookSecret: string;
  hooks: HookLog;
  /** An item only the admin routes show (unpublished), as `/admin/{module}/{id}`. */
  draftPath: string;
}

/** Every check of one served domain; returns nothing, results are in `checks`. */
export async function checkSite(checks: Checks, site: SiteUnderTest): Promise<void> {
  const { target, url } = site;
  const first = target.locales[0] as Locale;
  const home = (locale: Locale) => `${url}${buildPath(localePrefix(target, locale), '/')}`;

  if (target.prefixed) {
    await checks.run('the root redirects to the visitor’s language (Accept-Language), else the first locale', async () => {
      const seen: string[] = [];
      for (const locale of target.locales) {
        const page = await get(`${url}/`, { 'Accept-Language': `${toBcp47(locale)};q=0.9, ja;q=0.5` });
        expectThat(page.status === 302, `Accept-Language ${toBcp47(locale)}: ${page.status}, not 302`);
        const location = new URL(page.headers.get('location') ?? '', url).pathname;
        expectThat(location === `/${locale}/`, `Accept-Language ${toBcp47(locale)}: to ${location}, not /${locale}/`);
        seen.push(`${toBcp47(locale)}→${location}`);
      }
      const other = await get(`${url}/`, { 'Accept-Language': 'ja' });
      const fallback = new URL(other.headers.get('location') ?? '', url).pathname;
      expectThat(other.status === 302 && fallback === `/${first}/`, `ja: ${other.status} to ${fallback}, not /${first}/`);
      return `${seen.join(', ')}, ja→${fallback}`;
    });
  } else {
    await checks.run(`the root serves ${first} without a redirect`, async () => {
      const page = await get(`${url}/`, { 'Accept-Language': 'de' });
      expectThat(page.status === 200, `status ${page.status}`);
      expectThat(langOf(page.body) === toBcp47(first), `lang ${langOf(page.body)}`);
    });
  }

  await checks.run('every locale’s home page is served in its language', async () => {
    for (const locale of target.locales) {
      const page = await get(home(locale));
      expectThat(page.status === 200, `${home(locale)}: ${page.status}`);
      expectThat(langOf(page.body) === toBcp47(locale), `${home(locale)}: lang ${langOf(page.body)}`);
    }
  });

  await checks.run('a missing page answers 404 with its locale’s error page; /500/ answers 500', async () => {
    for (const locale of target.locales) {
      const missing = await get(`${home(locale)}no-such-page-${randomUUID().slice(0, 8)}/`);
      expectThat(missing.status === 404, `missing page in ${locale}: ${missing.status}`);
      expectThat(langOf(missing.body) === toBcp47(locale), `404 of ${locale} in lang ${langOf(missing.body)}`);
      const error = await get(`${home(locale)}500/`);
      expectThat(error.status === 500, `${home(locale)}500/: ${error.status}`);
    }
    const rootMissing = await get(`${url}/no-such-page/`);
    expectThat(rootMissing.status === 404, `/no-such-page/: ${rootMissing.status}`);
  });

  await checks.run(`${API_PATH}/* is proxied to the content API`, async () => {
    const pathAndQuery = endpointUrl(endpoints.products, {}, { itemsPerPage: 2 });
    const headers = { 'Accept-Locale': first, Accept: 'application/json' };
    const proxied = await get(`${url}${pathAndQuery}`, headers);
    const direct = await get(`${site.apiUrl}${pathAndQuery}`, headers);
    expectThat(proxied.status === 200, `status ${proxied.status}`);
    expectThat(proxied.body === direct.body, 'the proxied body differs from the API’s');
  });

  await checks.run('pages carry the CSP and the security headers', async () => {
    const page = await get(home(first));
    const csp = page.headers.get('content-security-policy') ?? '';
    for (const directive of ["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "object-src 'none'"]) {
      expectThat(csp.includes(directive), `CSP without ${directive}: ${csp.slice(0, 80)}`);
    }
    const expected: Record<string, RegExp> = {
      'x-content-type-options': /^nosniff$/,
      'x-frame-options': /^DENY$/,
      'referrer-policy': /\S/,
      'strict-transport-security': /max-age=\d+/,
      'permissions-policy': /camera=\(\)/,
    };
    for (const [name, pattern] of Object.entries(expected)) {
      expectThat(pattern.test(page.headers.get(name) ?? ''), `${name}: ${page.headers.get(name)}`);
    }
  });

  await checkWebhook(checks, site);
  await checkAdmin(checks, site);
}

async function postWebhook(site: SiteUnderTest, payload: unknown, options: { secret?: string; deliveryId?: string } = {}) {
  const body = JSON.stringify(payload);
  const headers = signedHeaders(options.secret ?? site.webhookSecret, body, { deliveryId: options.deliveryId ?? randomUUID() });
  return get(`${site.url}/webhook`, headers, { method: 'POST', body });
}

async function checkWebhook(checks: Checks, site: SiteUnderTest): Promise<void> {
  const locale = site.target.locales[0] as Locale;
  const elsewhere = LOCALES.find((l) => !site.target.locales.includes(l)) as Locale;
  const change = { locale, resource: 'products', id: 1, action: 'update' };

  await checks.run('webhook: a bad signature is refused (401)', async () => {
    const answer = await postWebhook(site, change, { secret: 'not-the-secret' });
    expectThat(answer.status === 401, `status ${answer.status}: ${answer.body}`);
  });

  await checks.run('webhook: a signed change is accepted (202) and calls the build hook with its locale', async () => {
    const before = site.hooks.bodies.length;
    const deliveryId = randomUUID();
    const answer = await postWebhook(site, change, { deliveryId });
    expectThat(answer.status === 202, `status ${answer.status}: ${answer.body}`);
    const [body] = (await site.hooks.waitFor(before + 1)).slice(before) as { locales: string[] }[];
    expectThat(JSON.stringify(body?.locales) === JSON.stringify([locale]), `hook body ${JSON.stringify(body)}`);

    const replay = await postWebhook(site, change, { deliveryId });
    expectThat(replay.status === 409, `replay: status ${replay.status}: ${replay.body}`);
    expectThat(site.hooks.bodies.length === before + 1, 'the replay called the build hook');
    return 'replay of the same delivery: 409';
  });

  await checks.run(`webhook: a change of another domain’s locale (${elsewhere}) is acknowledged and ignored`, async () => {
    const before = site.hooks.bodies.length;
    const answer = await postWebhook(site, { ...change, locale: elsewhere });
    expectThat(answer.status === 202, `status ${answer.status}: ${answer.body}`);
    expectThat((JSON.parse(answer.body) as { ignored?: boolean }).ignored === true, answer.body);
    await new Promise((r) => setTimeout(r, 300));
    expectThat(site.hooks.bodies.length === before, 'the build hook was called');
  });
}

async function checkAdmin(checks: Checks, site: SiteUnderTest): Promise<void> {
  const locale = site.target.defaultLocale;
  const draft = `${site.draftPath}?locale=${locale}`;

  await checks.run('admin: refused without the secret (401, noindex)', async () => {
    const answer = await get(`${site.url}${draft}`);
    expectThat(answer.status === 401, `status ${answer.status}`);
    expectThat(answer.headers.get('x-robots-tag') === 'noindex, nofollow', `x-robots-tag ${answer.headers.get('x-robots-tag')}`);
  });

  await checks.run('admin: the unpublished page with the secret, in the deploy’s layout and CSP', async () => {
    const answer = await get(`${site.url}${draft}`, { 'X-Preview-Secret': site.previewSecret });
    expectThat(answer.status === 200, `status ${answer.status}: ${answer.body.slice(0, 200)}`);
    expectThat(/<h1[^>]*>[^<]*\S/.test(answer.body), 'no heading');
    expectThat(answer.body.includes('<meta name="robots" content="noindex'), 'not noindex');
    expectThat(langOf(answer.body) === toBcp47(locale), `lang ${langOf(answer.body)}`);
    expectThat((answer.headers.get('content-security-policy') ?? '').includes("script-src 'self'"), 'no CSP');
    expectThat(
      answer.headers.get('cache-control') === 'private, no-store',
      `cache-control ${answer.headers.get('cache-control')}`,
    );
  });

  await checks.run('admin: a signed link opens the preview; a tampered one is refused', async () => {
    const signed = signPreviewUrl(site.url, draft, site.previewSecret);
    const answer = await get(signed);
    expectThat(answer.status === 200, `signed link: status ${answer.status}`);
    // A later expiry under the same signature.
    const tampered = new URL(signed);
    tampered.searchParams.set('expires', String(Number(tampered.searchParams.get('expires')) + 3600));
    const refused = await get(tampered.toString());
    expectThat(refused.status === 401, `tampered link: status ${refused.status}`);
  });
}
