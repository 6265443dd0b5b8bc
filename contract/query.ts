/**
 * Query encoding and failure rules of the content API: lists as `name[]=v`, ordering as
 * `order[field]=asc`, and a body whose `code` begins with 4 or 5 is a failure whatever the HTTP status.
 */

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export interface Query {
  /** Ordering, in priority order: { 'collection.position': 'asc', name: 'asc' }. */
  order?: Record<string, 'asc' | 'desc'>;
  [name: string]: QueryValue | Record<string, 'asc' | 'desc'>;
}

/** Encodes a query the way API Platform reads it. Keys keep their order; undefined/null values are left out. */
export function encodeQuery(query: Query | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  const pair = (key: string, value: string | number | boolean) =>
    parts.push(`${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (key === 'order' && typeof value === 'object' && !Array.isArray(value)) {
      for (const [field, direction] of Object.entries(value as Record<string, string>)) pair(`order[${field}]`, direction);
    } else if (Array.isArray(value)) {
      for (const item of value) pair(`${key}[]`, item);
    } else {
      pair(key, value as string | number | boolean);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A body code of at most three characters beginning with 4 or 5 marks a failed response. */
export function failureCode(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('code' in body)) return null;
  const code = String((body as { code: unknown }).code);
  return /^[45][0-9]{0,2}$/.test(code) ? code : null;
}

/** Whether a failed request is worth another try: network trouble, timeouts, 429 and 5xx. */
export function isTransientStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

/** Exponential backoff with full jitter: attempt 1 waits up to base, attempt 2 up to 2·base, ... capped. */
export function backoffDelay(attempt: number, baseMs: number, random: () => number = Math.random, capMs = 5000): number {
  return Math.round(random() * Math.min(capMs, baseMs * 2 ** (attempt - 1)));
}
