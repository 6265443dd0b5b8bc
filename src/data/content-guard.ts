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
import { CONTENT_KIND, type ContentKind } from '#contract/schemas/common.ts';
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

/**
 * What a side of the boundary does with rich text and blocks: the build sanitizes rich text (sanitize-html,
 * too heavy for a browser bundle) and walks page blocks by type; the browser keeps rich text as plain text
 * (islands show no markup from content) and receives no page blocks.
 */
export interface ContentGuardRules {
  richText(html: string): { html: string; removed: string[] };
  blockSchemas?: Readonly<Record<string, v.GenericSchema>>;
}

function walk(rules: ContentGuardRules, schema: AnySchema, value: unknown, path: string, issues: ContentIssue[]): unknown {
  const kind = contentKind(schema);
  if (kind === 'html' && typeof value === 'string') {
    const { html, removed } = rules.richText(value);
    if (removed.length) issues.push({ field: path, message: `removed from rich text: ${removed.join(', ')}` });
    return html;
  }
  if (kind === 'url' && typeof value === 'string') {
    const guarded = safeUrl(value);
    if (guarded !== null) return guarded;
    issues.push({ field: path, message: `refused URL ${JSON.stringify(value.slice(0, 80))}` });
    return REFUSED;
  }
  const blocks = rules.blockSchemas;
  if (kind === 'block' && blocks && isRecord(value) && typeof value.type === 'string' && Object.hasOwn(blocks, value.type)) {
    return walk(rules, blocks[value.type] as unknown as AnySchema, value, path, issues);
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
      const inner = walk(rules, schema.wrapped, value, path, issues);
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
        let next = walk(rules, entry, value[key], path ? `${path}.${key}` : key, issues);
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
        let guarded = walk(rules, item, element, path ? `${path}.${index}` : String(index), issues);
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
      return option ? walk(rules, option, value, path, issues) : value;
    }
    case 'union':
      // Unions of the contract are of plain values (id: number | string): nothing inside to guard.
      return value;
    case 'lazy':
      return schema.getter ? walk(rules, schema.getter(value), value, path, issues) : value;
    default:
      return value;
  }
}

export type ContentGuard = <T>(schema: v.GenericSchema, value: T) => { value: T; issues: ContentIssue[] };

/** A guard returning the value with every marked field made safe, and what was refused or removed. */
export function createContentGuard(rules: ContentGuardRules): ContentGuard {
  return <T>(schema: v.GenericSchema, value: T) => {
    const issues: ContentIssue[] = [];
    let guarded = walk(rules, schema as AnySchema, value, '', issues);
    if (guarded === REFUSED) guarded = '';
    return { value: guarded as T, issues };
  };
}
