/**
 * The catalogue the server serves: the generated records per locale (with the CMS journal replayed over them),
 * the indexes built from them, and the per-locale serializers. A CMS write to one locale invalidates that
 * locale's state (indexes, serializer memo, search index, cached responses); other locales keep theirs.
 */
import { addTag, collectionTag, itemTag, memoTagged, type Tagged } from './cache-tags.ts';
import { COLLATION, LOCALES } from './locales.ts';
import { isPublished } from './model.ts';
import type { FileRecord } from './catalogue/types.ts';
import { Serializer } from './serialize.ts';
import type {
  Catalogue,
  CategoryRecord,
  CollectionRecord,
  LocaleCatalogue,
  LocaleCode,
  ProductRecord,
  RealizationRecord,
} from './catalogue/types.ts';

export type ResourceKey = keyof LocaleCatalogue;
export type RecordOf<K extends ResourceKey> = LocaleCatalogue[K][number];

export type ById = { [K in Exclude<ResourceKey, 'files'>]: Map<number, RecordOf<K>> } & { files: Map<number, FileRecord> };

export interface LocaleIndex {
  byId: ById;
  /** Slug → record for every resource whose records have a slug (published records win over unpublished). */
  bySlug: Partial<{ [K in ResourceKey]: Map<string, RecordOf<K>> }>;
  /** Index of each record in its stored array (the `position` of records without one). */
  order: { [K in ResourceKey]?: Map<number, number> };
  categoryPath: Map<number, string>;
  categoryByPath: Map<string, CategoryRecord>;
  categoryChildren: Map<number, CategoryRecord[]>;
  productsByCollection: Map<number, ProductRecord[]>;
  productsByCategory: Map<number, ProductRecord[]>;
  collectionsByDesigner: Map<number, CollectionRecord[]>;
  realizationsByProduct: Map<number, RealizationRecord[]>;
  filesByPath: Map<string, FileRecord>;
}

export { isPublished };

function buildIndex(cat: LocaleCatalogue): LocaleIndex {
  const byId = {} as Record<string, Map<number, unknown>>;
  const bySlug = {} as Record<string, Map<string, unknown>>;
  const order = {} as Record<string, Map<number, number>>;
  for (const key of Object.keys(cat) as ResourceKey[]) {
    const arr = cat[key] as unknown[];
    if (!Array.isArray(arr)) continue;
    const ids = new Map<number, unknown>();
    const positions = new Map<number, number>();
    let slugs: Map<string, unknown> | null = null;
    arr.forEach((rec, i) => {
      const r = rec as { id?: unknown; slug?: unknown };
      if (typeof r.id === 'number') {
        ids.set(r.id, rec);
        positions.set(r.id, i);
      }
      if (typeof r.slug === 'string') {
        slugs ??= new Map();
        const existing = slugs.get(r.slug);
        if (!existing || (!isPublished(existing) && isPublished(rec))) slugs.set(r.slug, rec);
      }
    });
    byId[key] = ids;
    order[key] = positions;
    if (slugs) bySlug[key] = slugs;
  }
  const idx = { byId: byId as unknown as ById, bySlug, order } as LocaleIndex;

  // categories: paths from ancestor slugs, children sorted by position
  idx.categoryPath = new Map();
  idx.categoryByPath = new Map();
  idx.categoryChildren = new Map();
  const pathOf = (c: CategoryRecord, depth = 0): string => {
    const known = idx.categoryPath.get(c.id);
    if (known !== undefined) return known;
    const parent = c.parentId !== null ? idx.byId.categories.get(c.parentId) : undefined;
    const path = parent && depth < 32 ? `${pathOf(parent, depth + 1)}/${c.slug}` : c.slug;
    idx.categoryPath.set(c.id, path);
    return path;
  };
  for (const c of cat.categories) {
    const path = pathOf(c);
    idx.categoryByPath.set(path, c);
    if (c.parentId !== null) {
      const list = idx.categoryChildren.get(c.parentId) ?? [];
      list.push(c);
      idx.categoryChildren.set(c.parentId, list);
    }
  }
  for (const list of idx.categoryChildren.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);

  idx.productsByCollection = new Map();
  idx.productsByCategory = new Map();
  for (const p of cat.products) {
    if (p.collectionId !== null) push(idx.productsByCollection, p.collectionId, p);
    push(idx.productsByCategory, p.categoryId, p);
  }
  idx.collectionsByDesigner = new Map();
  for (const c of cat.collections) if (c.designerId !== null) push(idx.collectionsByDesigner, c.designerId, c);
  idx.realizationsByProduct = new Map();
  for (const r of cat.realizations) for (const pid of r.productIds) push(idx.realizationsByProduct, pid, r);
  idx.filesByPath = new Map();
  for (const f of cat.files) idx.filesByPath.set(f.path, f);
  return trackIndex(idx);
}

// ---------------------------------------------------------------------------------------------- cache tags

/**
 * A Map that reports cache tags (cache-tags.ts): what a lookup depends on, and, for a scan of all entries,
 * the collection tag of the whole set.
 */
class TrackedMap<K, V> extends Map<K, V> {
  readonly #onGet: (key: K, value: V | undefined) => void;
  readonly #scanTag: string;
  constructor(source: Map<K, V>, scanTag: string, onGet: (key: K, value: V | undefined) => void) {
    super(source);
    this.#scanTag = scanTag;
    this.#onGet = onGet;
  }
  override get(key: K): V | undefined {
    const value = super.get(key);
    this.#onGet(key, value);
    return value;
  }
  override has(key: K): boolean {
    this.#onGet(key, super.get(key));
    return super.has(key);
  }
  override get size(): number {
    addTag(this.#scanTag);
    return super.size;
  }
  override forEach(fn: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    addTag(this.#scanTag);
    super.forEach(fn, thisArg);
  }
  override entries(): MapIterator<[K, V]> {
    addTag(this.#scanTag);
    return super.entries();
  }
  override keys(): MapIterator<K> {
    addTag(this.#scanTag);
    return super.keys();
  }
  override values(): MapIterator<V> {
    addTag(this.#scanTag);
    return super.values();
  }
  override [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }
}

type AnyMap = Map<unknown, unknown>;

/** By id: found or not, the answer depends on record `id` alone (creating it changes its item tag). */
const byIdMap = (key: ResourceKey, map: AnyMap): AnyMap =>
  new TrackedMap(map, collectionTag(key), (id) => addTag(itemTag(key, id as number)));

/** By slug: a hit depends on that record; a miss on the whole set (a new record may take the slug). */
const bySlugMap = (key: ResourceKey, map: AnyMap): AnyMap =>
  new TrackedMap(map, collectionTag(key), (_slug, r) => addTag(r ? itemTag(key, (r as { id: number }).id) : collectionTag(key)));

/** Derived groupings (products of a collection, category paths...): membership depends on the whole set. */
const derivedMap = <M extends AnyMap>(key: ResourceKey, map: M): M =>
  new TrackedMap(map, collectionTag(key), () => addTag(collectionTag(key))) as unknown as M;

function trackEach<T>(maps: T, wrap: (key: ResourceKey, map: AnyMap) => AnyMap): T {
  const out: Record<string, AnyMap> = {};
  for (const [key, map] of Object.entries(maps as Record<string, AnyMap>)) out[key] = wrap(key as ResourceKey, map);
  return out as T;
}

function trackIndex(idx: LocaleIndex): LocaleIndex {
  return {
    byId: trackEach(idx.byId, byIdMap),
    bySlug: trackEach(idx.bySlug, bySlugMap),
    order: trackEach(idx.order, derivedMap),
    categoryPath: derivedMap('categories', idx.categoryPath),
    categoryByPath: derivedMap('categories', idx.categoryByPath),
    categoryChildren: derivedMap('categories', idx.categoryChildren),
    productsByCollection: derivedMap('products', idx.productsByCollection),
    productsByCategory: derivedMap('products', idx.productsByCategory),
    collectionsByDesigner: derivedMap('collections', idx.collectionsByDesigner),
    realizationsByProduct: derivedMap('realizations', idx.realizationsByProduct),
    filesByPath: derivedMap('files', idx.filesByPath),
  };
}

/** The locale's records, reporting the collection tag of every array read (a list, a filter, a scan). */
function trackCatalogue(cat: LocaleCatalogue): LocaleCatalogue {
  const view = {} as LocaleCatalogue;
  for (const key of Object.keys(cat) as ResourceKey[]) {
    Object.defineProperty(view, key, {
      enumerable: true,
      get: () => {
        addTag(collectionTag(key));
        return cat[key];
      },
    });
  }
  return view;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export class LocaleState {
  readonly code: LocaleCode;
  /** The records; reading an array reports its collection cache tag. */
  readonly cat: LocaleCatalogue;
  readonly idx: LocaleIndex;
  readonly collator: Intl.Collator;
  readonly ser: Serializer;
  /** Free-form memo for derived data (search index...) with its cache tags, dropped with the state. */
  readonly memo = new Map<string, Tagged<unknown>>();
  /** Filtered and sorted list rows by (route, filters, order) with their cache tags; bounded (routes/helpers.ts). */
  readonly lists = new Map<string, Tagged<unknown[]>>();

  constructor(code: LocaleCode, cat: LocaleCatalogue) {
    this.code = code;
    this.cat = trackCatalogue(cat);
    this.idx = buildIndex(cat);
    this.collator = new Intl.Collator(COLLATION[code], { sensitivity: 'base', numeric: true });
    this.ser = new Serializer(this);
  }

  memoize<T>(key: string, compute: () => T): T {
    return memoTagged(this.memo as Map<string, Tagged<T>>, key, compute);
  }
}

export class Store {
  readonly catalogue: Catalogue;
  readonly #states = new Map<LocaleCode, LocaleState>();
  readonly #listeners: ((locale: LocaleCode) => void)[] = [];
  readonly #versions = new Map<LocaleCode, number>();

  constructor(catalogue: Catalogue) {
    this.catalogue = catalogue;
  }

  /** Builds every locale's indexes now (startup) instead of on first use. */
  warm(): void {
    for (const code of LOCALES) this.locale(code);
  }

  locale(code: LocaleCode): LocaleState {
    let state = this.#states.get(code);
    if (!state) {
      const cat = this.catalogue.locales[code];
      if (!cat) throw new Error(`catalogue has no locale ${code}`);
      state = new LocaleState(code, cat);
      this.#states.set(code, state);
    }
    return state;
  }

  /** Drops the derived state of a locale after its records changed. */
  invalidate(code: LocaleCode): void {
    this.#states.delete(code);
    this.#versions.set(code, this.version(code) + 1);
    for (const fn of this.#listeners) fn(code);
  }

  /** Incremented by every change of the locale's records (guards the response cache against races). */
  version(code: LocaleCode): number {
    return this.#versions.get(code) ?? 0;
  }

  onInvalidate(fn: (locale: LocaleCode) => void): void {
    this.#listeners.push(fn);
  }

  recordCount(): number {
    let n = 0;
    for (const code of LOCALES) {
      const cat = this.catalogue.locales[code];
      if (!cat) continue;
      for (const arr of Object.values(cat)) if (Array.isArray(arr)) n += arr.length;
    }
    return n;
  }

  /** The highest id of a resource across all locales (ids are shared by translations). */
  maxId(key: ResourceKey): number {
    let max = 0;
    for (const code of LOCALES) {
      const arr = (this.catalogue.locales[code]?.[key] ?? []) as { id?: number }[];
      for (const r of arr) if (typeof r.id === 'number' && r.id > max) max = r.id;
    }
    return max;
  }
}
