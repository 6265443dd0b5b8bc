/**
 * The content boundary: after a payload is validated, every field its schema marks (contract/schemas/common.ts)
 * is made safe before anything renders it: rich text through the sanitizer, URLs through the URL guard. A
 * refused URL becomes null where the field may be null and '' otherwise, so the page shows text or no link;
 * each refusal and each removal from rich text is reported with the field's path, for the build warning.
 *
 * The walk follows the schema beside the value (objects, arrays, optional and nullable wrappers, unions,
 * variants, lazy schemas); page blocks are walked with their type's own schema.
 */
import type * as v from 'valibot';
import { BLOCK_SCHEMAS } from '#contract/blocks.ts';
import { CONTENT_KIND, type ContentKind } from '#contract/schemas/common.ts';
import { sanitizeRichText } from './rich-text.ts';
import { safeUrl } from './safe-url.ts';

export interface ContentIssue {
  /** Dot path of the field, e.g. `children.2.url`. */
  field: string;
  message: string;
}

type AnySchema = v.GenericSchema & {
  type: string;
  pipe?: readonly { kind?: string; type?: string; metadata?: Record<string, unknown> }[];
  wrapped?: AnySchema;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  options?: readonly AnySchema[];
  key?: string;
  getter?: (input: unknown) => AnySchema;
};

/** Refused URL of a field that the wrapper turns into null when it may be null. */
const REFUSED = Symbol('refused');

function contentKind(schema: AnySchema): ContentKind | undefined {
  for (const item of schema.pipe ?? []) {
    const kind = item.type === 'metadata' ? item.metadata?.[CONTENT_KIND] : undefined;
    if (kind) return kind as ContentKind;
  }
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function walk(schema: AnySchema, value: unknown, path: string, issues: ContentIssue[]): unknown {
  const kind = contentKind(schema);
  if (kind === 'html' && typeof value === 'string') {
    const { html, report } = sanitizeRichText(value);
    if (report.removed.length) issues.push({ field: path, message: `removed from rich text: ${report.removed.join(', ')}` });
    return html;
  }
  if (kind === 'url' && typeof value === 'string') {
    const guarded = safeUrl(value);
    if (guarded !== null) return guarded;
    issues.push({ field: path, message: `refused URL ${JSON.stringify(value.slice(0, 80))}` });
    return REFUSED;
  }
  if (kind === 'block' && isRecord(value) && typeof value.type === 'string' && Object.hasOwn(BLOCK_SCHEMAS, value.type)) {
    return walk(BLOCK_SCHEMAS[value.type as keyof typeof BLOCK_SCHEMAS] as unknown as AnySchema, value, path, issues);
  }
  switch (schema.type) {
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
    case 'nullish':
    case 'nullable':
    case 'non_nullable':
    case 'non_nullish':
    case 'non_optional': {
      if (value === null || value === undefined || !schema.wrapped) return value;
      const inner = walk(schema.wrapped, value, path, issues);
      return inner === REFUSED ? (schema.type === 'nullish' || schema.type === 'nullable' ? null : '') : inner;
    }
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest': {
      if (!isRecord(value) || !schema.entries) return value;
      let copy: Record<string, unknown> | null = null;
      for (const [key, entry] of Object.entries(schema.entries)) {
        if (!(key in value)) continue;
        let next = walk(entry, value[key], path ? `${path}.${key}` : key, issues);
        if (next === REFUSED) next = '';
        if (next !== value[key]) {
          copy ??= { ...value };
          copy[key] = next;
        }
      }
      return copy ?? value;
    }
    case 'array': {
      if (!Array.isArray(value) || !schema.item) return value;
      const item = schema.item;
      let changed = false;
      const next = value.map((element, index) => {
        let guarded = walk(item, element, path ? `${path}.${index}` : String(index), issues);
        if (guarded === REFUSED) guarded = '';
        if (guarded !== element) changed = true;
        return guarded;
      });
      return changed ? next : value;
    }
    case 'variant': {
      if (!isRecord(value) || !schema.key || !schema.options) return value;
      const key = schema.key;
      const option = schema.options.find((o) => {
        const literal = o.entries?.[key] as (AnySchema & { literal?: unknown }) | undefined;
        return literal?.literal === value[key];
      });
      return option ? walk(option, value, path, issues) : value;
    }
    case 'union':
      // Unions of the contract are of plain values (id: number | string): nothing inside to guard.
      return value;
    case 'lazy':
      return schema.getter ? walk(schema.getter(value), value, path, issues) : value;
    default:
      return value;
  }
}

/** The value with every marked field made safe, and what was refused or removed. */
export function guardContent<T>(schema: v.GenericSchema, value: T): { value: T; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  let guarded = walk(schema as AnySchema, value, '', issues);
  if (guarded === REFUSED) guarded = '';
  return { value: guarded as T, issues };
}
