/**
 * Building blocks of the content API schemas: ids, strings, dates, images, SEO fields, the error body.
 *
 * The schemas of contract/schemas/ (one file per concern) are the contract between the site and the API: the
 * content client validates every response with them, and the embedded content API (dev/content-api) is
 * tested against them. Where the API's shapes were not given, they are our design of what an API Platform
 * backend of a furniture manufacturer returns; dev/content-api/README.md documents them. Objects are loose
 * (unknown extra fields pass through untouched) because a real API adds fields over time; what the site
 * relies on is required and typed.
 */
import * as v from 'valibot';

export const id = v.pipe(v.number(), v.integer());

export const nullableString = v.nullish(v.string(), null);

/**
 * How the site must treat a string field when it renders it: `html` is rich text from the CMS (rendered as
 * markup, so it passes an allowlist sanitizer first), `url` reaches an href/src attribute (so it passes the
 * URL guard first). The marks are metadata on the schema; the site's content guard (src/data) reads them.
 */
export type ContentKind = 'html' | 'url' | 'block';
export const CONTENT_KIND = 'contentKind';

const marked = <T>(kind: ContentKind) => v.metadata<T, Record<typeof CONTENT_KIND, ContentKind>>({ [CONTENT_KIND]: kind });

/** Rich text (HTML) from the CMS. */
export const html = v.pipe(v.string(), marked<string>('html'));

/** A link or media URL from the CMS: http(s), mailto, tel or site-relative. */
export const url = v.pipe(v.string(), marked<string>('url'));
export const nullableUrl = v.nullish(url, null);

/** Marks a page block, which the site validates and guards with its type's own schema (contract/blocks.ts). */
export const blockMark = <T>() => marked<T>('block');

export const isoDate = v.pipe(v.string(), v.isoTimestamp());

/** An uploaded image: `url` is the upload path (e.g. /uploads/products/x.jpg); the site rewrites it to the
 * cache-resolve form. width/height are the original's, so pages can reserve the box (no layout shift). */
export const ImageSchema = v.looseObject({
  url,
  alt: v.optional(v.string(), ''),
  width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

export type Image = v.InferOutput<typeof ImageSchema>;

export const nullableImage = v.nullish(ImageSchema, null);

/** SEO fields every routable entity carries (the page data fields). */
export const seoFields = {
  seoTitle: nullableString,
  seoDescription: nullableString,
  seoImageSrc: nullableUrl,
};

/** API Platform error body. */
export const ApiErrorSchema = v.looseObject({
  code: v.union([v.number(), v.string()]),
  message: v.optional(v.string()),
});
