/**
 * The CMS side. Editors (and tests) change stored records of ONE locale:
 *   PATCH  /__cms/{resource}/{id}   JSON merge-patch (RFC 7386) of the record's fields
 *   POST   /__cms/{resource}        create (a translation of an existing id, or a new id), answers the id
 *   DELETE /__cms/{resource}/{id}   delete from that locale
 *   GET    /__cms/{resource}/{id}   the stored record; GET /__cms/{resource} lists ids and names
 * with `Authorization: Bearer <CMS token>` and the locale from `?locale=` or `Accept-Locale`.
 *
 * Every change is appended to a journal (`{dataDir}/cms/journal-{scale}-seed{seed}.jsonl`) that is replayed over
 * the generated catalogue at startup, invalidates the locale's cached responses, and is announced to the webhook
 * URL: POST JSON `{ locale, resource, id, action }` with
 *   X-Webhook-Id: <uuid, the same for every retry of one event>
 *   X-Webhook-Timestamp: <unix seconds of the attempt>
 *   X-Webhook-Signature: sha256=<hex HMAC-SHA256(secret, timestamp + "." + rawBody)>
 * Deliveries go out one at a time in order; a failed one (network error or non-2xx) is retried after
 * 0.5 s, 2 s and 8 s, then logged and dropped. Webhook problems never affect the API.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { CONTENT_RESOURCE_NAMES, type ContentResource, contentResource } from '#contract/content-change.ts';
import { ApiError, badRequest, notFound, unprocessable } from './errors.ts';
import type { Violation } from './errors.ts';
import { LOCALES } from './locales.ts';
import { appendJsonLine, readJsonLines } from './persist.ts';
import type { ResourceKey, Store } from './store.ts';
import type { LocaleCatalogue, LocaleCode } from './catalogue/types.ts';

/** The catalogue key each content resource is stored under (the names come from contract/content-change.ts). */
export const CMS_RESOURCES: Record<ContentResource, ResourceKey> = {
  products: 'products',
  categories: 'categories',
  collections: 'collections',
  designers: 'designers',
  posts: 'posts',
  realizations: 'realizations',
  realization_categories: 'realizationCategories',
  stories: 'stories',
  inspirations: 'inspirations',
  pages: 'pages',
  menus: 'menus',
  sitemap_nodes: 'sitemapNodes',
  sliders: 'sliders',
  tags: 'tags',
  patterns: 'patterns',
  pattern_categories: 'patternCategories',
  pattern_colors: 'patternColors',
  pattern_price_groups: 'patternPriceGroups',
  stores: 'stores',
  regions: 'regions',
  job_offers: 'jobOffers',
  files: 'files',
  file_types: 'fileTypes',
  loose_file_categories: 'looseFileCategories',
  contacts: 'contacts',
  contact_departments: 'contactDepartments',
  contact_people: 'contactPeople',
  contact_regions: 'contactRegions',
};

/** The CMS name of a resource named by its CMS name or its API path name; unknown → 404. */
export function canonicalResource(name: string): ContentResource {
  const resource = contentResource(name);
  if (!resource) {
    throw notFound(`Unknown CMS resource "${name}". Resources: ${CONTENT_RESOURCE_NAMES.join(', ')}.`);
  }
  return resource;
}

export type CmsAction = 'update' | 'create' | 'delete';

export interface JournalOp {
  seq: number;
  at: string;
  locale: LocaleCode;
  resource: string;
  action: CmsAction;
  id: number;
  patch?: Record<string, unknown>;
  record?: Record<string, unknown>;
}

export interface WebhookEvent {
  locale: LocaleCode;
  resource: string;
  id: number;
  action: CmsAction;
}

export interface WebhookDelivery {
  webhookId: string;
  event: WebhookEvent;
  attempts: number;
  delivered: boolean;
  lastStatus: number | null;
  lastError: string | null;
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** RFC 7386 JSON merge patch. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObj(patch)) return patch;
  const out: Record<string, unknown> = isObj(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = mergePatch(out[k], v);
  }
  return out;
}

/** A value of the same shape with every leaf emptied: the template of a brand-new record. */
function blankLike(v: unknown): unknown {
  if (typeof v === 'string') return '';
  if (typeof v === 'number') return 0;
  if (typeof v === 'boolean') return false;
  if (Array.isArray(v)) return [];
  if (isObj(v)) {
    // images and other embedded objects start empty
    if (typeof v.url === 'string') return null;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, blankLike(x)]));
  }
  return null;
}

const typeOf = (v: unknown): string => (v === null || v === undefined ? 'null' : Array.isArray(v) ? 'array' : typeof v);

function checkRecord(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  arr: { id: number; slug?: string }[],
): void {
  const violations: Violation[] = [];
  if (typeof after.id !== 'number' || !Number.isInteger(after.id) || after.id < 1)
    violations.push({ propertyPath: 'id', message: 'This value should be a positive integer.' });
  if (before) {
    for (const [k, v] of Object.entries(after)) {
      const was = typeOf(before[k]);
      const now = typeOf(v);
      if (k in before && was !== 'null' && now !== 'null' && was !== now) {
        violations.push({ propertyPath: k, message: `This value should be of type ${was}.` });
      }
    }
  }
  if ('slug' in after || (before && 'slug' in before)) {
    if (typeof after.slug !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(after.slug)) {
      violations.push({ propertyPath: 'slug', message: 'The slug must be lower-case letters, digits and dashes.' });
    } else if (arr.some((r) => r.slug === after.slug && r.id !== after.id)) {
      throw new ApiError(409, `The slug "${after.slug}" is already used by another record of this resource in this locale.`);
    }
  }
  if ('published' in after && typeof after.published !== 'boolean')
    violations.push({ propertyPath: 'published', message: 'This value should be of type bool.' });
  if (violations.length) throw unprocessable(violations);
}

/** Applies one journal op to a locale's catalogue (mutating it). Throws on an impossible op. */
export function applyOp(cat: LocaleCatalogue, op: JournalOp): void {
  const resource = contentResource(op.resource);
  if (!resource) throw new Error(`unknown resource ${op.resource}`);
  const key = CMS_RESOURCES[resource];
  const arr = cat[key] as unknown as Record<string, unknown>[];
  const i = arr.findIndex((r) => r.id === op.id);
  if (op.action === 'create') {
    if (i >= 0) throw new Error(`${op.resource} ${op.id} already exists in ${op.locale}`);
    arr.push({ ...(op.record ?? {}), id: op.id });
  } else if (op.action === 'update') {
    if (i < 0) throw new Error(`${op.resource} ${op.id} not found in ${op.locale}`);
    arr[i] = { ...(mergePatch(arr[i], op.patch ?? {}) as Record<string, unknown>), id: op.id };
  } else {
    if (i < 0) throw new Error(`${op.resource} ${op.id} not found in ${op.locale}`);
    arr.splice(i, 1);
  }
}

export interface CmsOptions {
  dataDir: string;
  scale: string | number;
  seed: number;
  token: string;
  webhookUrl: string | null;
  webhookSecret: string | null;
  retryDelaysMs: number[];
  quiet?: boolean;
}

export function signWebhook(secret: string, timestamp: number | string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

export class Cms {
  readonly #store: Store;
  readonly #opts: CmsOptions;
  readonly journalPath: string;
  #seq = 0;
  #queue: Promise<void> = Promise.resolve();
  #closed = false;
  readonly #timers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  readonly deliveries: WebhookDelivery[] = [];

  constructor(store: Store, opts: CmsOptions) {
    this.#store = store;
    this.#opts = opts;
    this.journalPath = join(opts.dataDir, 'cms', `journal-${opts.scale}-seed${opts.seed}.jsonl`);
  }

  /** Replays the journal over the freshly generated catalogue. Returns the number of ops applied. */
  replay(): number {
    let applied = 0;
    for (const op of readJsonLines<JournalOp>(this.journalPath)) {
      this.#seq = Math.max(this.#seq, op.seq ?? 0);
      const cat = this.#store.catalogue.locales[op.locale];
      if (!cat) continue;
      try {
        applyOp(cat, op);
        applied++;
      } catch (err) {
        process.stderr.write(`content-api: journal op ${op.seq} skipped: ${(err as Error).message}\n`);
      }
    }
    return applied;
  }

  authorize(header: string | null | undefined): void {
    const m = /^Bearer\s+(.+)$/i.exec(header ?? '');
    const given = Buffer.from(m?.[1]?.trim() ?? '');
    const expected = Buffer.from(this.#opts.token);
    if (!m || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(
        401,
        'Missing or invalid CMS token (Authorization: Bearer <token>).',
        {},
        { 'WWW-Authenticate': 'Bearer realm="cms"' },
      );
    }
  }

  #array(resource: string, locale: LocaleCode): Record<string, unknown>[] {
    const key = CMS_RESOURCES[canonicalResource(resource)] as ResourceKey;
    return this.#store.catalogue.locales[locale][key] as unknown as Record<string, unknown>[];
  }

  #parseId(raw: string): number {
    if (!/^\d+$/.test(raw)) throw badRequest(`The id must be an integer, got "${raw}".`);
    return Number(raw);
  }

  get(resource: string, idRaw: string, locale: LocaleCode): Record<string, unknown> {
    const id = this.#parseId(idRaw);
    const rec = this.#array(resource, locale).find((r) => r.id === id);
    if (!rec) throw notFound(`${resource} ${id} does not exist in locale ${locale}.`);
    return rec;
  }

  list(resource: string, locale: LocaleCode): Record<string, unknown>[] {
    return this.#array(resource, locale).map((r) => ({
      id: r.id,
      ...(r.slug !== undefined ? { slug: r.slug } : {}),
      ...(r.name !== undefined ? { name: r.name } : r.title !== undefined ? { title: r.title } : {}),
      ...(r.published !== undefined ? { published: r.published } : {}),
    }));
  }

  patch(resource: string, idRaw: string, locale: LocaleCode, patch: unknown): Record<string, unknown> {
    if (!isObj(patch)) throw badRequest('A merge-patch body must be a JSON object.');
    const id = this.#parseId(idRaw);
    const canonical = canonicalResource(resource);
    const arr = this.#array(canonical, locale);
    const before = arr.find((r) => r.id === id);
    if (!before) throw notFound(`${canonical} ${id} does not exist in locale ${locale}.`);
    if ('id' in patch && patch.id !== id) throw badRequest('The id of a record cannot change.');
    const after = { ...(mergePatch(before, patch) as Record<string, unknown>), id };
    checkRecord(before, after, arr as { id: number; slug?: string }[]);
    this.#commit({ locale, resource: canonical, action: 'update', id, patch });
    return this.get(canonical, String(id), locale);
  }

  create(resource: string, locale: LocaleCode, body: unknown): Record<string, unknown> {
    if (!isObj(body)) throw badRequest('The body must be a JSON object (the record).');
    const canonical = canonicalResource(resource);
    const key = CMS_RESOURCES[canonical] as ResourceKey;
    const arr = this.#array(canonical, locale);
    let id: number;
    if (body.id !== undefined) {
      if (typeof body.id !== 'number' || !Number.isInteger(body.id) || body.id < 1)
        throw badRequest('id must be a positive integer.');
      if (arr.some((r) => r.id === body.id))
        throw new ApiError(409, `${canonical} ${body.id} already exists in locale ${locale}.`);
      id = body.id;
    } else id = this.#store.maxId(key) + 1;
    // template: the same id in another locale (a translation), else an emptied sibling record
    let template: Record<string, unknown> | undefined;
    for (const code of LOCALES) {
      const other = (this.#store.catalogue.locales[code]?.[key] as unknown as Record<string, unknown>[] | undefined)?.find(
        (r) => r.id === id,
      );
      if (other) {
        template = structuredClone(other);
        break;
      }
    }
    if (!template) {
      const sample =
        arr[0] ??
        LOCALES.map((c) => (this.#store.catalogue.locales[c]?.[key] as unknown as Record<string, unknown>[])?.[0]).find(Boolean);
      template = sample ? (blankLike(sample) as Record<string, unknown>) : {};
      if ('published' in template) template.published = true;
    }
    const record = { ...(mergePatch(template, body) as Record<string, unknown>), id };
    checkRecord(template, record, arr as { id: number; slug?: string }[]);
    this.#commit({ locale, resource: canonical, action: 'create', id, record });
    return record;
  }

  delete(resource: string, idRaw: string, locale: LocaleCode): void {
    const id = this.#parseId(idRaw);
    const canonical = canonicalResource(resource);
    if (!this.#array(canonical, locale).some((r) => r.id === id))
      throw notFound(`${canonical} ${id} does not exist in locale ${locale}.`);
    this.#commit({ locale, resource: canonical, action: 'delete', id });
  }

  #commit(partial: Omit<JournalOp, 'seq' | 'at'>): void {
    const op: JournalOp = { seq: ++this.#seq, at: new Date().toISOString(), ...partial };
    applyOp(this.#store.catalogue.locales[op.locale], op);
    appendJsonLine(this.journalPath, op);
    this.#store.invalidate(op.locale);
    this.#enqueue({ locale: op.locale, resource: op.resource, id: op.id, action: op.action });
  }

  // ------------------------------------------------------------------------------------------ webhook

  #enqueue(event: WebhookEvent): void {
    const url = this.#opts.webhookUrl;
    if (!url || this.#closed) return;
    const delivery: WebhookDelivery = {
      webhookId: randomUUID(),
      event,
      attempts: 0,
      delivered: false,
      lastStatus: null,
      lastError: null,
    };
    this.deliveries.push(delivery);
    if (this.deliveries.length > 200) this.deliveries.shift();
    this.#queue = this.#queue.then(() => this.#deliver(url, delivery)).catch(() => {});
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.#timers.delete(entry);
          resolve();
        }, ms),
        resolve,
      };
      this.#timers.add(entry);
    });
  }

  async #deliver(url: string, d: WebhookDelivery): Promise<void> {
    const body = JSON.stringify(d.event);
    const delays = this.#opts.retryDelaysMs;
    for (let attempt = 0; attempt <= delays.length && !this.#closed; attempt++) {
      if (attempt > 0) await this.#sleep(delays[attempt - 1] ?? 1000);
      if (this.#closed) return;
      d.attempts++;
      const timestamp = Math.floor(Date.now() / 1000);
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'User-Agent': 'content-api-webhook/1',
        'X-Webhook-Id': d.webhookId,
        'X-Webhook-Timestamp': String(timestamp),
      };
      if (this.#opts.webhookSecret) headers['X-Webhook-Signature'] = signWebhook(this.#opts.webhookSecret, timestamp, body);
      try {
        const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) });
        d.lastStatus = res.status;
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) {
          d.delivered = true;
          return;
        }
        d.lastError = `HTTP ${res.status}`;
      } catch (err) {
        d.lastError = (err as Error).message;
      }
      if (!this.#opts.quiet)
        process.stderr.write(`content-api: webhook ${d.webhookId} attempt ${d.attempts} to ${url} failed: ${d.lastError}\n`);
    }
    if (!d.delivered)
      process.stderr.write(
        `content-api: webhook ${d.webhookId} (${JSON.stringify(d.event)}) dropped after ${d.attempts} attempts\n`,
      );
  }

  /** Resolves when every queued webhook delivery finished (tests). */
  async flush(): Promise<void> {
    let q: Promise<void>;
    do {
      q = this.#queue;
      await q;
    } while (q !== this.#queue);
  }

  close(): void {
    this.#closed = true;
    for (const t of this.#timers) {
      clearTimeout(t.timer);
      t.resolve();
    }
    this.#timers.clear();
  }
}
