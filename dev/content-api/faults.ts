/**
 * Fault mode: `--faults latency=300ms,error-rate=0.1,malformed=products+search,down=search`.
 *
 * - latency=300ms | latency=50-300ms | latency=1s: added to every /api request (a range draws a deterministic
 *   delay per request from the seeded PRNG).
 * - error-rate=0.1 | error-rate=10%: that fraction of /api GET requests answer 503 `{code: 503, message}`. The
 *   draw is deterministic for the seed and the request sequence. A request that just failed always succeeds
 *   when it is retried (same method, path+query and locale), so a client with one retry never gives up.
 * - malformed=RESOURCE[+RESOURCE...]: the payloads of that resource (the path segment after /api/, e.g.
 *   products, search, sitemap_nodes, menus) are subtly invalid for the site's schemas: in every item (each list
 *   member and the detail body) the first string field among `name`, `title`, `position` becomes a number (the
 *   item's id); an item with none of them gets its `id` turned into a string. See malformItem().
 * - down=RESOURCE[+RESOURCE...]: every request of that resource answers 503.
 *
 * parseFaults() is pure and unit-tested; FaultRuntime holds the per-process state (PRNG, retry memory).
 */
import { API_PATH, isApiPath } from '#contract/proxied-paths.ts';

export interface FaultConfig {
  /** Inclusive range in ms; [0, 0] when no latency. */
  latencyMs: [number, number];
  errorRate: number;
  malformed: string[];
  down: string[];
}

export const NO_FAULTS: FaultConfig = Object.freeze({
  latencyMs: [0, 0],
  errorRate: 0,
  malformed: [],
  down: [],
}) as unknown as FaultConfig;

function parseDuration(raw: string, key: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s)?$/.exec(raw.trim());
  if (!m) throw new Error(`faults: ${key} expects a duration like 300ms, 1s or 50-300ms, got "${raw}"`);
  const n = Number(m[1]);
  return Math.round(m[2] === 's' ? n * 1000 : n);
}

function parseResources(raw: string, key: string): string[] {
  const list = raw
    .split(/[+|;]/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) throw new Error(`faults: ${key} expects one or more resource names joined with +`);
  for (const r of list) {
    if (!/^[a-z_]+$/.test(r))
      throw new Error(`faults: ${key}: "${r}" is not a resource name (e.g. products, search, sitemap_nodes)`);
  }
  return list;
}

/** Parses a fault spec. Empty or undefined → no faults. Throws an Error with a clear message when invalid. */
export function parseFaults(spec: string | undefined | null): FaultConfig {
  const config: FaultConfig = { latencyMs: [0, 0], errorRate: 0, malformed: [], down: [] };
  if (!spec?.trim()) return config;
  for (const part of spec.split(',')) {
    const item = part.trim();
    if (!item) continue;
    const eq = item.indexOf('=');
    if (eq < 0) throw new Error(`faults: "${item}" must be key=value (keys: latency, error-rate, malformed, down)`);
    const key = item.slice(0, eq).trim().toLowerCase();
    const value = item.slice(eq + 1).trim();
    switch (key) {
      case 'latency': {
        const range = /^(\d+(?:\.\d+)?(?:ms|s)?)\s*-\s*(\d+(?:\.\d+)?(?:ms|s)?)$/.exec(value);
        if (range) {
          // "50-300ms": the unit of the upper bound applies to a bare lower bound.
          const unit = /(ms|s)$/.exec(range[2] ?? '')?.[1] ?? 'ms';
          const low = /(ms|s)$/.test(range[1] ?? '') ? (range[1] ?? '') : `${range[1]}${unit}`;
          const a = parseDuration(low, key);
          const b = parseDuration(range[2] ?? '', key);
          if (a > b) throw new Error(`faults: latency range "${value}" has its bounds reversed`);
          config.latencyMs = [a, b];
        } else {
          const ms = parseDuration(value, key);
          config.latencyMs = [ms, ms];
        }
        break;
      }
      case 'error-rate':
      case 'error_rate':
      case 'errors': {
        const pct = /^(\d+(?:\.\d+)?)%$/.exec(value);
        const rate = pct ? Number(pct[1]) / 100 : Number(value);
        if (!Number.isFinite(rate) || rate < 0 || rate > 1 || value === '') {
          throw new Error(`faults: error-rate expects a fraction between 0 and 1 (or a percentage), got "${value}"`);
        }
        config.errorRate = rate;
        break;
      }
      case 'malformed':
        config.malformed = [...new Set([...config.malformed, ...parseResources(value, key)])];
        break;
      case 'down':
        config.down = [...new Set([...config.down, ...parseResources(value, key)])];
        break;
      default:
        throw new Error(`faults: unknown key "${key}" (keys: latency, error-rate, malformed, down)`);
    }
  }
  return config;
}

export function describeFaults(f: FaultConfig): string {
  const parts: string[] = [];
  if (f.latencyMs[1] > 0)
    parts.push(
      f.latencyMs[0] === f.latencyMs[1] ? `latency=${f.latencyMs[0]}ms` : `latency=${f.latencyMs[0]}-${f.latencyMs[1]}ms`,
    );
  if (f.errorRate > 0) parts.push(`error-rate=${f.errorRate}`);
  if (f.malformed.length) parts.push(`malformed=${f.malformed.join('+')}`);
  if (f.down.length) parts.push(`down=${f.down.join('+')}`);
  return parts.join(',');
}

export function hasFaults(f: FaultConfig): boolean {
  return f.latencyMs[1] > 0 || f.errorRate > 0 || f.malformed.length > 0 || f.down.length > 0;
}

/** mulberry32: small, fast, deterministic PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The resource a request path belongs to: the segment after the API's path, without a .json/.jsonld suffix. */
export function resourceOf(pathname: string): string | null {
  return isApiPath(pathname) ? (/^[^/.]+/.exec(pathname.slice(API_PATH.length + 1))?.[0] ?? null) : null;
}

export class FaultRuntime {
  readonly config: FaultConfig;
  readonly #random: () => number;
  readonly #latencyRandom: () => number;
  readonly #justFailed = new Set<string>();

  constructor(config: FaultConfig, seed: number) {
    this.config = config;
    this.#random = prng(seed * 7919 + 17);
    this.#latencyRandom = prng(seed * 104729 + 3);
  }

  latency(): number {
    const [a, b] = this.config.latencyMs;
    if (b <= 0) return 0;
    if (a === b) return a;
    return Math.round(a + this.#latencyRandom() * (b - a));
  }

  isDown(resource: string | null): boolean {
    return resource !== null && this.config.down.includes(resource);
  }

  isMalformed(resource: string | null): boolean {
    return resource !== null && this.config.malformed.includes(resource);
  }

  /** Decides whether this GET fails with a 503 (error-rate). `key` identifies the request for retries. */
  shouldFail(key: string): boolean {
    if (this.config.errorRate <= 0) return false;
    if (this.#justFailed.delete(key)) return false; // a retry of a failed request always succeeds
    const fail = this.#random() < this.config.errorRate;
    if (fail) {
      this.#justFailed.add(key);
      if (this.#justFailed.size > 10_000) this.#justFailed.clear();
    }
    return fail;
  }
}

/** Makes one payload item invalid for the site's schemas (see the module comment). Returns a new object. */
export function malformItem(item: unknown): unknown {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  const obj = { ...(item as Record<string, unknown>) };
  const idValue = typeof obj.id === 'number' ? obj.id : 0;
  for (const field of ['name', 'title', 'position']) {
    if (typeof obj[field] === 'string') {
      obj[field] = idValue;
      return obj;
    }
  }
  obj.id = String(obj.id ?? '');
  return obj;
}
