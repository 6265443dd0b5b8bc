/**
 * What every record renderer of a locale shares: the skeleton, the locale and its phrase bank, the names and
 * slugs decided once per locale (so every reference to a product or a collection spells it the same), and the
 * small builders of photos, movies and SEO fields.
 */
import type { Image } from '#contract/schemas/common.ts';
import type { GalleryPhoto, Movie, Tag } from '#contract/schemas/media.ts';
import type { Dim, Missing, MovieSpec, PhotoSpec, Skeleton } from '../skeleton/model.ts';
import { slugify, uniqueSlug } from '../slug.ts';
import { TAG_DEFS, type NodeKey, type PersonName, type TagKey } from '../taxonomy.ts';
import type { PhraseBank } from '../text/types.ts';
import type { LocaleCode } from '../types.ts';
import { CHECKBOX_KEYS, DIM_KEYS, DIM_OPTIONS, type CheckboxKey, type DimKey } from '../taxonomy.ts';

export const iso = (ms: number): string => new Date(ms).toISOString();
const EPOCH = Date.UTC(2026, 0, 1);
export const isoDaysBefore = (days: number): string => iso(EPOCH - days * 86_400_000 - 9 * 3_600_000);

export interface RenderCtx {
  skel: Skeleton;
  locale: LocaleCode;
  bank: PhraseBank;
  missing: Missing;
  /** Site path of a node in this locale ('/produkty'). */
  path(key: NodeKey): string;
  tagByKey: Map<TagKey, Tag>;
  categoryPaths: Map<number, string>;
  productSlugs: Map<number, string>;
  productNames: Map<number, string>;
  collectionSlugs: Map<number, string>;
  designerNames: Map<number, string>;
  presentProduct(id: number): boolean;
  presentPost(id: number): boolean;
  presentCollection(id: number): boolean;
}

export function image(url: string, dim: Dim, alt: string): Image {
  return { url, alt, width: dim.w, height: dim.h };
}

export function personName(person: PersonName, locale: LocaleCode): string {
  return locale === 'ru' ? `${person.ruFirst} ${person.ruLast}` : `${person.first} ${person.last}`;
}

export function listJoin(items: string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** RenderCtx plus the per-locale lookups and builders the record renderers use. */
export interface LocaleContext extends RenderCtx {
  products: Skeleton['products'];
  collections: Skeleton['collections'];
  tags: Tag[];
  tagCopy(key: TagKey): Tag;
  categorySlugs: Map<number, string>;
  /** A reference other records may hold: present in this locale and published. */
  okProduct(id: number): boolean;
  okCollection(id: number): boolean;
  okRealization(id: number): boolean;
  photo(spec: PhotoSpec, name: string, alt: string): GalleryPhoto;
  movie(spec: MovieSpec, subject: string): Movie;
  seo(
    title: string,
    description: string | null,
    imageSrc: string | null,
    blank: boolean,
  ): { seoTitle: string | null; seoDescription: string | null; seoImageSrc: string | null };
}

export function localeContext(skel: Skeleton, locale: LocaleCode, bank: PhraseBank): LocaleContext {
  const missing = skel.missing[locale];
  const products = skel.products;
  const collections = skel.collections;
  const path = (key: NodeKey) => (bank.nodes[key].path ? `/${bank.nodes[key].path}` : '/');

  const tags: Tag[] = TAG_DEFS.map((t, i) => ({
    id: i + 1,
    name: bank.tags[t.key].name,
    color: t.color,
    textColor: t.textColor,
    description: bank.tags[t.key].description,
  }));
  const tagByKey = new Map<TagKey, Tag>(TAG_DEFS.map((t, i) => [t.key, tags[i]!]));
  const tagCopy = (key: TagKey): Tag => ({ ...tagByKey.get(key)! });

  const takenCatalogueSlugs = new Set<string>();
  const categorySlugs = new Map<number, string>();
  for (const cat of skel.categories)
    categorySlugs.set(cat.id, uniqueSlug(takenCatalogueSlugs, slugify(bank.categories[cat.key].name)));
  const categoryPaths = new Map<number, string>();
  for (const cat of skel.categories) {
    const parent = cat.parentId ? categoryPaths.get(cat.parentId) : null;
    categoryPaths.set(cat.id, parent ? `${parent}/${categorySlugs.get(cat.id)}` : categorySlugs.get(cat.id)!);
  }
  const designerNames = new Map<number, string>(skel.designers.map((d) => [d.id, personName(d, locale)]));
  const productNames = new Map<number, string>();
  const productSlugs = new Map<number, string>();
  for (const pr of products) {
    if (missing.products.has(pr.id)) continue;
    const name = bank.productName(bank.productTypes[pr.typeKey], `${pr.family} ${pr.modelNo}`);
    productNames.set(pr.id, name);
    productSlugs.set(pr.id, uniqueSlug(takenCatalogueSlugs, slugify(name)));
  }
  const collectionSlugs = new Map<number, string>();
  {
    const taken = new Set<string>();
    for (const c of collections)
      if (!missing.collections.has(c.id)) collectionSlugs.set(c.id, uniqueSlug(taken, slugify(c.family)));
  }

  const ctx: RenderCtx = {
    skel,
    locale,
    bank,
    missing,
    path,
    tagByKey,
    categoryPaths,
    productSlugs,
    productNames,
    collectionSlugs,
    designerNames,
    presentProduct: (id) => !missing.products.has(id),
    presentPost: (id) => !missing.posts.has(id),
    presentCollection: (id) => !missing.collections.has(id),
  };
  /** A reference other records may hold: present in this locale and published. */
  const okProduct = (id: number) => ctx.presentProduct(id) && products[id - 1]!.published;
  const okCollection = (id: number) => ctx.presentCollection(id) && collections[id - 1]!.published;
  const okRealization = (id: number) => skel.realizations[id - 1]!.published;

  const photo = (spec: PhotoSpec, name: string, alt: string): GalleryPhoto => ({
    image: image(spec.url, spec.dim, alt),
    name,
    tags: spec.tagKey ? [tagCopy(spec.tagKey)] : [],
    label: spec.label ? `${bank.photoLabels[spec.label.kind]}${bank.colon} ${spec.label.value}` : null,
  });
  const movie = (spec: MovieSpec, subject: string): Movie => ({
    id: spec.id,
    name: `${subject} – ${bank.collections.movies[spec.kind]}`,
    movieUrl: spec.url,
    type: spec.type,
    wide: spec.wide,
    poster: image(spec.poster.url, spec.poster.dim, `${subject} – ${bank.collections.movies[spec.kind]}`),
  });
  const seo = (title: string, description: string | null, imageSrc: string | null, blank: boolean) => ({
    seoTitle: blank ? null : `${title}${bank.seoSuffix}`,
    seoDescription: blank ? null : description,
    seoImageSrc: imageSrc,
  });
  return {
    ...ctx,
    products,
    collections,
    tags,
    tagCopy,
    categorySlugs,
    okProduct,
    okCollection,
    okRealization,
    photo,
    movie,
    seo,
  };
}

// Option and checkbox ids are shared by every category that offers the dimension, so a parent category's
// filter matches the products of its subcategories.
export function DIM_ID(dim: DimKey): number {
  return DIM_KEYS.indexOf(dim) + 1;
}
export function DIM_OPTIONS_OF(dim: DimKey): readonly string[] {
  return DIM_OPTIONS[dim];
}
export function CHECKBOX_ID(key: CheckboxKey): number {
  return CHECKBOX_KEYS.indexOf(key) + 1;
}
