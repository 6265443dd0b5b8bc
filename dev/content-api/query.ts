/**
 * API Platform collection parameters: `page` (> 0), `itemsPerPage` (1..MAX_ITEMS_PER_PAGE), `pagination=false`,
 * `order[field]=asc|desc` (several, applied in the order given; dotted fields such as collection.position) and
 * filters `name=v` / `name[]=v&name[]=w` (several values match any of them). Unknown parameters are ignored,
 * like API Platform does; invalid values of known ones answer 400.
 */
import { badRequest } from './errors.ts';

export const MAX_ITEMS_PER_PAGE = 1000;
export const DEFAULT_ITEMS_PER_PAGE = 30;

export type Sortable = string | number | boolean | null | undefined;
export type Direction = 'asc' | 'desc';

export interface FilterSpec<R, C> {
  /** Parameter name without the [] suffix, e.g. `collection.id`, `categories`, `objectType`. */
  name: string;
  type: 'integer' | 'string' | 'boolean';
  description: string;
  /** Allowed values (for documentation and validation); unknown values answer 400. */
  enum?: readonly string[];
  /** True when the record matches any of the given values. */
  match: (record: R, values: (string | number | boolean)[], ctx: C) => boolean;
}

export interface ListSpec<R, C> {
  filters: FilterSpec<R, C>[];
  /** Order fields: accessor of the value to sort on. */
  order: Record<string, (record: R, ctx: C) => Sortable>;
  defaultOrder: [string, Direction][];
  defaultItemsPerPage?: number;
}

export interface ListQuery {
  page: number;
  itemsPerPage: number;
  pagination: boolean;
  order: [string, Direction][];
  filters: Map<string, (string | number | boolean)[]>;
}

function parsePositiveInt(name: string, raw: string, max?: number): number {
  if (!/^\d+$/.test(raw.trim())) throw badRequest(`Parameter "${name}" must be a positive integer, got "${raw}".`);
  const n = Number(raw);
  if (n < 1) throw badRequest(`Parameter "${name}" must be greater than 0, got "${raw}".`);
  if (max !== undefined && n > max) throw badRequest(`Parameter "${name}" must be at most ${max}, got "${raw}".`);
  return n;
}

export function parseBoolean(name: string, raw: string): boolean {
  const v = raw.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw badRequest(`Parameter "${name}" must be true or false, got "${raw}".`);
}

export function parseListQuery<R, C>(params: URLSearchParams, spec: ListSpec<R, C>): ListQuery {
  const query: ListQuery = {
    page: 1,
    itemsPerPage: spec.defaultItemsPerPage ?? DEFAULT_ITEMS_PER_PAGE,
    pagination: true,
    order: [],
    filters: new Map(),
  };
  const filterByName = new Map(spec.filters.map((f) => [f.name, f]));
  for (const [key, raw] of params) {
    if (key === 'page') query.page = parsePositiveInt('page', raw);
    else if (key === 'itemsPerPage') query.itemsPerPage = parsePositiveInt('itemsPerPage', raw, MAX_ITEMS_PER_PAGE);
    else if (key === 'pagination') query.pagination = parseBoolean('pagination', raw);
    else if (key.startsWith('order[')) {
      const m = /^order\[([A-Za-z0-9_.]+)\]$/.exec(key);
      if (!m) throw badRequest(`Invalid order parameter "${key}": use order[field]=asc|desc.`);
      const field = m[1] ?? '';
      if (!(field in spec.order)) {
        throw badRequest(`Unknown order field "${field}". Allowed: ${Object.keys(spec.order).join(', ')}.`);
      }
      const dir = raw.trim().toLowerCase();
      if (dir !== 'asc' && dir !== 'desc') throw badRequest(`order[${field}] must be asc or desc, got "${raw}".`);
      query.order = query.order.filter(([f]) => f !== field);
      query.order.push([field, dir]);
    } else {
      const name = key.endsWith('[]') ? key.slice(0, -2) : key;
      const filter = filterByName.get(name);
      if (!filter) continue; // unknown parameters are ignored
      const values = query.filters.get(name) ?? [];
      values.push(parseFilterValue(filter, key, raw));
      query.filters.set(name, values);
    }
  }
  if (query.order.length === 0) query.order = spec.defaultOrder;
  return query;
}

function parseFilterValue<R, C>(filter: FilterSpec<R, C>, key: string, raw: string): string | number | boolean {
  if (filter.type === 'integer') {
    // API Platform also accepts IRIs (/api/product_categories/12) for relation filters.
    const m = /^(?:\/api\/[a-z_]+\/)?(-?\d+)$/.exec(raw.trim());
    if (!m) throw badRequest(`Filter "${key}" expects an integer (or an IRI), got "${raw}".`);
    return Number(m[1]);
  }
  if (filter.type === 'boolean') return parseBoolean(key, raw);
  if (filter.enum && !filter.enum.includes(raw)) {
    throw badRequest(`Filter "${key}" must be one of ${filter.enum.join(', ')}, got "${raw}".`);
  }
  return raw;
}

const NUMERIC = /^-?\d+(?:\.\d+)?$/;

export function compareValues(a: Sortable, b: Sortable, collator: Intl.Collator): number {
  const an = a === null || a === undefined || a === '';
  const bn = b === null || b === undefined || b === '';
  if (an || bn) return an && bn ? 0 : an ? 1 : -1; // nulls last
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(a) - Number(b);
  const as = String(a);
  const bs = String(b);
  if (NUMERIC.test(as) && NUMERIC.test(bs)) return Number(as) - Number(bs);
  return collator.compare(as, bs);
}

export interface ListResult<R> {
  items: R[];
  total: number;
  query: ListQuery;
}

/** Filters and sorts (no pagination): the part of runList worth memoizing per (filters, order). */
export function selectRows<R extends { id: number }, C>(
  records: readonly R[],
  query: ListQuery,
  spec: ListSpec<R, C>,
  ctx: C,
  collator: Intl.Collator,
): R[] {
  const filterByName = new Map(spec.filters.map((f) => [f.name, f]));
  let rows: R[] = records as R[];
  for (const [name, values] of query.filters) {
    const filter = filterByName.get(name);
    if (!filter) continue;
    rows = rows.filter((r) => filter.match(r, values, ctx));
  }
  const order = query.order;
  if (order.length > 0) {
    const keyed = rows.map((r) => ({ r, keys: order.map(([f]) => spec.order[f]?.(r, ctx)) }));
    keyed.sort((x, y) => {
      for (let i = 0; i < order.length; i++) {
        const dir = order[i]?.[1] === 'desc' ? -1 : 1;
        const c = compareValues(x.keys[i], y.keys[i], collator);
        if (c !== 0) {
          // nulls stay last in both directions
          const xn = x.keys[i] === null || x.keys[i] === undefined || x.keys[i] === '';
          const yn = y.keys[i] === null || y.keys[i] === undefined || y.keys[i] === '';
          return xn || yn ? c : c * dir;
        }
      }
      return x.r.id - y.r.id;
    });
    rows = keyed.map((k) => k.r);
  }
  return rows === records ? [...rows] : rows;
}

export function paginate<R>(rows: readonly R[], query: ListQuery): ListResult<R> {
  if (!query.pagination) return { items: [...rows], total: rows.length, query };
  const start = (query.page - 1) * query.itemsPerPage;
  return { items: rows.slice(start, start + query.itemsPerPage), total: rows.length, query };
}

export function runList<R extends { id: number }, C>(
  records: readonly R[],
  query: ListQuery,
  spec: ListSpec<R, C>,
  ctx: C,
  collator: Intl.Collator,
): ListResult<R> {
  return paginate(selectRows(records, query, spec, ctx, collator), query);
}

/** Common filter helpers. */
export const idFilter = <R extends { id: number }, C>(): FilterSpec<R, C> => ({
  name: 'id',
  type: 'integer',
  description: 'Only the items with these ids (id[]=1&id[]=2).',
  match: (r, values) => values.includes(r.id),
});

export const slugFilter = <R extends { slug: string }, C>(): FilterSpec<R, C> => ({
  name: 'slug',
  type: 'string',
  description: 'Exact slug.',
  match: (r, values) => values.includes(r.slug),
});
