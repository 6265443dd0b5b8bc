import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Change,
  type PersistedQueueState,
  type QueueStore,
  type RebuildContext,
  RebuildQueue,
  type RebuildQueueOptions,
  RECHECK_ALL,
  RebuildError,
  jsonFileStore,
} from '#builder/webhook/queue.ts';

interface Call {
  locale: string;
  changes: Change[];
  context: RebuildContext;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** A rebuild the test finishes by hand, recording overlaps per locale. */
function controlledRebuild() {
  const calls: Call[] = [];
  const running = new Map<string, number>();
  let maxParallelSameLocale = 0;
  let maxParallel = 0;
  const rebuild = (locale: string, changes: readonly Change[], context: RebuildContext) =>
    new Promise<void>((resolve, reject) => {
      running.set(locale, (running.get(locale) ?? 0) + 1);
      maxParallelSameLocale = Math.max(maxParallelSameLocale, running.get(locale) ?? 0);
      maxParallel = Math.max(
        maxParallel,
        [...running.values()].reduce((a, b) => a + b, 0),
      );
      const done = () => running.set(locale, (running.get(locale) ?? 1) - 1);
      calls.push({
        locale,
        changes: [...changes],
        context,
        resolve: () => {
          done();
          resolve();
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
    });
  return {
    rebuild,
    calls,
    get maxParallelSameLocale() {
      return maxParallelSameLocale;
    },
    get maxParallel() {
      return maxParallel;
    },
  };
}

function memoryStore(): QueueStore & { state: PersistedQueueState | null; saves: number; fail: boolean } {
  return {
    state: null,
    saves: 0,
    fail: false,
    load() {
      return this.state ? structuredClone(this.state) : null;
    },
    save(state) {
      if (this.fail) throw new Error('disk full');
      this.saves++;
      this.state = structuredClone(state);
    },
  };
}

const change = (id: number | string, resource = 'products', action: Change['action'] = 'update') => ({ resource, id, action });
const ids = (changes: readonly Change[]) => changes.map((c) => c.id);

let queues: RebuildQueue[] = [];
function makeQueue(options: Partial<RebuildQueueOptions> & Pick<RebuildQueueOptions, 'rebuild'>): RebuildQueue {
  const queue = new RebuildQueue({ debounceMs: 1500, maxWaitMs: 10_000, retryBaseMs: 1000, retryMaxMs: 8000, ...options });
  queues.push(queue);
  return queue;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
});
afterEach(async () => {
  vi.useRealTimers();
  for (const q of queues) await q.close(0);
  queues = [];
});

describe('rebuild queue: coalescing', () => {
  it('by default starts a change arriving at an idle locale at once, and coalesces what arrives meanwhile', async () => {
    const r = controlledRebuild();
    const queue = new RebuildQueue({ rebuild: r.rebuild });
    queues.push(queue);
    queue.enqueue('en', change(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.map((c) => ids(c.changes))).toEqual([[1]]);
    for (const id of [2, 3, 4]) queue.enqueue('en', change(id));
    await vi.advanceTimersByTimeAsync(5000);
    expect(r.calls).toHaveLength(1);
    r.calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.map((c) => ids(c.changes))).toEqual([[1], [2, 3, 4]]);
    r.calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.calls).toHaveLength(2);
    expect(queue.idle).toBe(true);
  });

  it('turns a burst of 10 changes into one rebuild with all 10', async () => {
    const r = controlledRebuild();
    const queue = makeQueue({ rebuild: r.rebuild });
    for (let i = 1; i <= 10; i++) {
      expect(queue.enqueue('en', change(i))).toEqual({ accepted: true, locale: 'en', queued: i });
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(1399);
    expect(r.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.calls).toHaveLength(1);
    expect(r.calls[0]?.locale).toBe('en');
    expect(ids(r.calls[0]?.changes ?? [])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    r.calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.calls).toHaveLength(1);
    expect(queue.idle).toBe(true);
  });

  it('restarts the debounce on every change but rebuilds within the max wait under a constant stream', async () => {
    const r = controlledRebuild();
    const queue = makeQueue({ rebuild: r.rebuild, debounceMs: 1500, maxWaitMs: 5000 });
    for (let i = 0; i < 8; i++) {
      queue.enqueue('de', change(i));
      await vi.advanceTimersByTimeAsync(1000);
      if (i < 4) expect(r.calls, `after ${i + 1} s`).toHaveLength(0);
    }
    // The first change came at t=0: the rebuild started at t=5 s with what had arrived before then.
    expect(r.calls).toHaveLength(1);
    expect(ids(r.calls[0]?.changes ?? [])).toEqual([0, 1, 2, 3, 4]);
    expect(queue.status().locales.de).toMatchObject({ pending: 3, running: { elapsedMs: 3000 } });
  });

  it('keeps identical changes once', async () => {
    const r = controlledRebuild();
    const queue = makeQueue({ rebuild: r.rebuild });
    queue.enqueue('en', change(1));
    queue.enqueue('en', change(1));
    expect(queue.enqueue('en', change(1, 'products', 'delete'))).toMatchObject({ queued: 2 });
    await vi.advanceTimersByTimeAsync(1500);
    expect(r.calls[0]?.changes.map((c) => c.action)).toEqual(['update', 'delete']);
  });

  it('runs exactly one more rebuild for changes arriving during a rebuild, never two at once', async () => {
    const r = controlledRebuild();
    const queue = makeQueue({ rebuild: r.rebuild });
    queue.enqueue('en', change(1));
    await vi.advanceTimersByTimeAsync(1500);
    expect(r.calls).toHaveLength(1);
    for (let i = 2; i <= 6; i++) {
      queue.enqueue('en', change(i));
      await vi.advanceTimersByTimeAsync(3000);
    }
    expect(r.calls).toHaveLength(1);
    expect(queue.status().locales.en).toMatchObject({ pending: 5, running: { changes: 1, elapsedMs: 15_000 } });
    r.calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    // The changes waited longer than the max wait already: no further delay.
    expect(r.calls).toHaveLength(2);
    expect(ids(r.calls[1]?.changes ?? [])).toEqual([2, 3, 4, 5, 6]);
    r.calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.calls).toHaveLength(2);
    expect(r.maxParallelSameLocale).toBe(1);
  });

  it('debounces the follow-up rebuild when the change arrived just before the end', async () => {
    const r = controlledRebuild();
    const queue = makeQueue({ rebuild: r.rebuild });
    queue.enqueue('en', change(1));
    await vi.advanceTimersByTimeAsync(1500);
    queue.enqueue('en', change(2));
    r.calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(1499);
    expect(r.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.calls).toHaveLength(2);
  });

  it('rebuilds different locales one at a time by default, in order of readiness', async () => {
    const r = controlledRebuild();
    const queue = makeQueue({ rebuild: r.rebuild });
    queue.enqueue('en', change(1));
    await vi.advanceTimersByTimeAsync(500);
    queue.enqueue('de', change(2));
    await vi.advanceTimersByTimeAsync(1500);
    expect(r.calls.map((c) => c.locale)).toEqual(['en']);
    expect(queue.status().locales.de?.nextRebuildAt).not.toBeNull();
    r.calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.map((c) => c.locale)).toEqual(['en', 'de']);
    expect(r.maxParallel).toBe(1);
  });

  it('rebuilds locales in parallel up to the concurrency', async () => {
    const r = controlledRebuild();
    const queue = makeQueue({ rebuild: r.rebuild, concurrency: 2 });
    for (const locale of ['en', 'de', 'cz']) queue.enqueue(locale, change(1));
    await vi.advanceTimersByTimeAsync(1500);
    expect(r.calls.map((c) => c.locale)).toEqual(['en', 'de']);
    r.calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.map((c) => c.locale)).toEqual(['en', 'de', 'cz']);
    expect(r.maxParallel).toBe(2);
    expect(queue.status().running.map((x) => x.locale)).toEqual(['cz', 'en']);
  });
});

describe('rebuild queue: pause', () => {
  it('accepts changes but starts nothing while paused, then catches up on resume', async () => {
    const r = controlledRebuild();
    const queue = makeQueue({ rebuild: r.rebuild, paused: true });
    queue.enqueue('en', change(1));
    queue.enqueue('de', change(2));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.calls).toHaveLength(0);
    expect(queue.status()).toMatchObject({ paused: true, locales: { en: { pending: 1 }, de: { pending: 1 } } });
    queue.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.map((c) => c.locale)).toEqual(['en']);
    queue.pause();
    r.calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(r.calls).toHaveLength(1);
    queue.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.map((c) => c.locale)).toEqual(['en', 'de']);
  });
});

describe('rebuild queue: failures', () => {
  it('keeps the changes of a failed rebuild and retries them with backoff, shown in the status', async () => {
    const r = controlledRebuild();
    const queue = makeQueue({ rebuild: r.rebuild });
    queue.enqueue('en', change(1));
    await vi.advanceTimersByTimeAsync(1500);
    r.calls[0]?.reject(new Error('build failed: content API unreachable'));
    await vi.advanceTimersByTimeAsync(0);
    const status = queue.status();
    expect(status.locales.en).toMatchObject({ pending: 1, failures: 1, lastError: 'build failed: content API unreachable' });
    expect(status.history[0]).toMatchObject({
      locale: 'en',
      ok: false,
      changes: 1,
      error: 'build failed: content API unreachable',
    });
    expect(status.totals).toMatchObject({ rebuilds: 1, failed: 1 });

    await vi.advanceTimersByTimeAsync(999); // backoff 1 s
    expect(r.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.calls).toHaveLength(2);
    expect(ids(r.calls[1]?.changes ?? [])).toEqual([1]);
    expect(r.calls[1]?.context.attempt).toBe(2);
    r.calls[1]?.reject(new Error('again'));
    await vi.advanceTimersByTimeAsync(1999); // second backoff: 2 s
    expect(r.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.calls).toHaveLength(3);
    expect(r.calls[2]?.context.attempt).toBe(3);
    r.calls[2]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.status().locales.en).toMatchObject({ pending: 0, failures: 0, lastError: null, running: null });
    expect(queue.status().history.map((h) => h.ok)).toEqual([true, false, false]);
    expect(queue.idle).toBe(true);
  });

  it('rebuilds new changes on their own schedule while a failed one backs off', async () => {
    const r = controlledRebuild();
    const queue = makeQueue({ rebuild: r.rebuild, retryBaseMs: 60_000, retryMaxMs: 600_000 });
    queue.enqueue('en', change(1));
    await vi.advanceTimersByTimeAsync(1500);
    r.calls[0]?.reject(new Error('exit code 1: bad change'));
    await vi.advanceTimersByTimeAsync(0);
    queue.enqueue('en', change(2));
    await vi.advanceTimersByTimeAsync(1500);
    // Change 2 did not wait for change 1's minute of backoff, nor go with it.
    expect(r.calls).toHaveLength(2);
    expect(ids(r.calls[1]?.changes ?? [])).toEqual([2]);
    r.calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.status().locales.en).toMatchObject({ pending: 1 });
  });

  it('splits a failed batch: each change is retried alone, so one bad change cannot hold the others', async () => {
    const r = controlledRebuild();
    const queue = makeQueue({ rebuild: r.rebuild });
    for (const id of [1, 2, 3]) queue.enqueue('en', change(id));
    await vi.advanceTimersByTimeAsync(1500);
    expect(ids(r.calls[0]?.changes ?? [])).toEqual([1, 2, 3]);
    r.calls[0]?.reject(new Error('x'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(ids(r.calls[1]?.changes ?? [])).toEqual([1]);
  });

  it('quarantines a change that keeps failing alone, with its error and output, and the next change goes live', async () => {
    const bad = { resource: 'products', id: 'broken-product' };
    const rebuilt: (string | number | null)[][] = [];
    const queue = makeQueue({
      maxAttempts: 3,
      rebuild: async (_locale, changes) => {
        if (changes.some((c) => c.id === bad.id)) {
          throw new RebuildError('exit code 1: build failed: Invalid content: field name', [
            'building…',
            'build failed: Invalid content: field name',
          ]);
        }
        rebuilt.push(changes.map((c) => c.id));
      },
    });
    queue.enqueue('ru', { ...bad, action: 'update' });
    await vi.advanceTimersByTimeAsync(1500 + 1000 + 2000);
    queue.enqueue('ru', change(7));
    await vi.advanceTimersByTimeAsync(1500);
    const status = queue.status();
    expect(status.locales.ru?.quarantined).toEqual([
      expect.objectContaining({
        resource: 'products',
        id: 'broken-product',
        failures: 3,
        error: 'exit code 1: build failed: Invalid content: field name',
        output: ['building…', 'build failed: Invalid content: field name'],
      }),
    ]);
    expect(status.totals.quarantined).toBe(1);
    expect(rebuilt).toEqual([[7]]);
    expect(queue.idle).toBe(true);
  });

  it('clears the quarantine of a locale once a whole-locale recheck succeeds', async () => {
    let failing = true;
    const queue = makeQueue({
      maxAttempts: 1,
      rebuild: async (_locale, changes) => {
        if (failing && changes.some((c) => c.resource !== RECHECK_ALL)) throw new Error('content API down');
      },
    });
    queue.enqueue('de', change(5));
    await vi.advanceTimersByTimeAsync(1500);
    expect(queue.status().locales.de?.quarantined).toHaveLength(1);
    failing = false;
    await vi.advanceTimersByTimeAsync(10);
    expect(queue.reconcile('de')).toMatchObject({ accepted: true });
    await vi.advanceTimersByTimeAsync(1500);
    expect(queue.status().locales.de?.quarantined).toEqual([]);
    expect(queue.status().history[0]).toMatchObject({ ok: true, changes: 1 });
  });

  it('treats a rebuild that throws synchronously as a failure', async () => {
    let n = 0;
    const queue = makeQueue({
      rebuild: () => {
        n++;
        if (n === 1) throw new Error('boom');
        return Promise.resolve();
      },
    });
    queue.enqueue('en', change(1));
    await vi.advanceTimersByTimeAsync(1500);
    expect(queue.status().locales.en).toMatchObject({ failures: 1, pending: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(n).toBe(2);
    expect(queue.idle).toBe(true);
  });

  it('caps the backoff', async () => {
    const r = controlledRebuild();
    const queue = makeQueue({ rebuild: r.rebuild, debounceMs: 10, retryBaseMs: 1000, retryMaxMs: 3000, maxAttempts: 10 });
    queue.enqueue('en', change(1));
    await vi.advanceTimersByTimeAsync(10);
    for (let i = 0; i < 5; i++) {
      r.calls.at(-1)?.reject(new Error('x'));
      await vi.advanceTimersByTimeAsync(3000);
    }
    expect(r.calls).toHaveLength(6);
  });
});

describe('rebuild queue: persistence', () => {
  it('persists a change before enqueue returns and removes it only after a successful rebuild', async () => {
    const r = controlledRebuild();
    const store = memoryStore();
    const queue = makeQueue({ rebuild: r.rebuild, store });
    queue.enqueue('en', { ...change(7), deliveryId: 'd-7' });
    expect(store.state?.locales.en?.pending).toEqual([
      { resource: 'products', id: 7, action: 'update', deliveryId: 'd-7', receivedAt: Date.now() },
    ]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(store.state?.locales.en).toMatchObject({ pending: [], inflight: [{ id: 7 }] });
    r.calls[0]?.reject(new Error('nope'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.state?.locales.en).toMatchObject({ pending: [{ id: 7 }], inflight: [] });
    await vi.advanceTimersByTimeAsync(1500);
    r.calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.state?.locales.en).toBeUndefined();
    expect(store.state?.history.map((h) => h.ok)).toEqual([true, false]);
  });

  it('refuses (and forgets) a change it cannot persist', async () => {
    const r = controlledRebuild();
    const store = memoryStore();
    const queue = makeQueue({ rebuild: r.rebuild, store });
    store.fail = true;
    expect(() => queue.enqueue('en', change(1), ['id:a'])).toThrow('disk full');
    expect(queue.status().locales.en?.pending ?? 0).toBe(0);
    expect(queue.seen(['id:a'])).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(r.calls).toHaveLength(0);
    store.fail = false;
    expect(queue.enqueue('en', change(1), ['id:a'])).toMatchObject({ accepted: true });
  });

  it('resumes pending changes after a restart and reruns an interrupted rebuild with what came after', async () => {
    const store = memoryStore();
    const first = controlledRebuild();
    const a = makeQueue({ rebuild: first.rebuild, store });
    a.enqueue('en', change(1));
    a.enqueue('de', change(2));
    await vi.advanceTimersByTimeAsync(1500);
    expect(first.calls.map((c) => c.locale)).toEqual(['en']); // en in flight, de waiting
    a.enqueue('en', change(3));
    // Crash: the process dies with en in flight; nothing more is written by it.
    const crashed = structuredClone(store.state);
    await a.close(0);
    store.state = crashed;

    const second = controlledRebuild();
    const b = makeQueue({ rebuild: second.rebuild, store });
    expect(b.resumed).toEqual({ en: 2, de: 1 });
    expect(b.status().locales.en?.pending).toBe(2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(second.calls.map((c) => c.locale)).toEqual(['en']);
    expect(ids(second.calls[0]?.changes ?? [])).toEqual([1, 3]);
    second.calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.calls.map((c) => c.locale)).toEqual(['en', 'de']);
    expect(ids(second.calls[1]?.changes ?? [])).toEqual([2]);
    second.calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(b.idle).toBe(true);
    expect(store.state?.locales).toEqual({});
  });

  it('aborts running rebuilds on close and writes nothing afterwards', async () => {
    const store = memoryStore();
    const r = controlledRebuild();
    const queue = makeQueue({ rebuild: r.rebuild, store });
    queue.enqueue('en', change(1));
    await vi.advanceTimersByTimeAsync(1500);
    const saves = store.saves;
    const closing = queue.close(1000);
    expect(r.calls[0]?.context.signal.aborted).toBe(true);
    r.calls[0]?.reject(new Error('aborted'));
    await closing;
    expect(store.saves).toBe(saves);
    expect(store.state?.locales.en?.inflight).toHaveLength(1);
    expect(() => queue.enqueue('en', change(2))).toThrow(/closed/);
  });

  it('loses no accepted change across random failures and restarts', async () => {
    const store = memoryStore();
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const rebuilt = new Set<string>();
    const accepted = new Set<string>();
    const rebuild = async (locale: string, changes: readonly Change[], { signal }: RebuildContext) => {
      await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 3000)));
      if (signal.aborted) throw new Error('aborted by a restart');
      if (random() < 0.3) throw new Error('flaky');
      for (const c of changes) rebuilt.add(`${locale}/${c.id}`);
    };
    let queue = makeQueue({
      rebuild,
      store,
      debounceMs: 200,
      maxWaitMs: 1000,
      retryBaseMs: 100,
      retryMaxMs: 400,
      concurrency: 2,
    });
    for (let i = 0; i < 120; i++) {
      const locale = ['en', 'de', 'cz'][i % 3] as string;
      queue.enqueue(locale, change(i));
      accepted.add(`${locale}/${i}`);
      await vi.advanceTimersByTimeAsync(Math.floor(random() * 400));
      if (i % 40 === 39) {
        await queue.close(0); // a restart (mid-rebuild, most likely)
        queue = makeQueue({
          rebuild,
          store,
          debounceMs: 200,
          maxWaitMs: 1000,
          retryBaseMs: 100,
          retryMaxMs: 400,
          concurrency: 2,
        });
      }
    }
    await vi.advanceTimersByTimeAsync(120_000);
    expect(queue.idle).toBe(true);
    expect([...accepted].filter((k) => !rebuilt.has(k))).toEqual([]);
  });
});

describe('rebuild queue: delivery keys', () => {
  it('recognises a delivery key within the window, also after a restart', async () => {
    const store = memoryStore();
    const r = controlledRebuild();
    const queue = makeQueue({ rebuild: r.rebuild, store, dedupeWindowMs: 60_000 });
    expect(queue.enqueue('en', change(1), ['id:x', 'sig:1'])).toMatchObject({ accepted: true });
    const acceptedAt = Date.now();
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.enqueue('en', change(1), ['id:y', 'sig:1'])).toEqual({
      accepted: false,
      duplicate: true,
      key: 'sig:1',
      acceptedAt,
    });
    const restarted = makeQueue({ rebuild: r.rebuild, store, dedupeWindowMs: 60_000 });
    expect(restarted.seen(['id:x'])).toEqual({ key: 'id:x', acceptedAt });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(restarted.seen(['id:x'])).toBeNull();
    expect(queue.status().totals.duplicates).toBe(1);
  });
});

describe('json file store', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'webhook-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes atomically and reads back', () => {
    const file = path.join(dir, 'nested', 'queue.json');
    const store = jsonFileStore(file);
    expect(store.load()).toBeNull();
    const state: PersistedQueueState = {
      version: 1,
      savedAt: 'now',
      locales: { en: { pending: [], inflight: [] } },
      deliveries: {},
      history: [],
    };
    store.save(state);
    expect(store.load()).toEqual(state);
    expect(readdirSync(path.dirname(file))).toEqual(['queue.json']);
  });

  it('moves an unreadable file aside instead of overwriting it', () => {
    const file = path.join(dir, 'queue.json');
    writeFileSync(file, '{"version":1,"loc');
    const moved: string[] = [];
    expect(jsonFileStore(file, { onCorrupt: (to) => moved.push(to) }).load()).toBeNull();
    expect(moved).toHaveLength(1);
    expect(readFileSync(moved[0] as string, 'utf8')).toBe('{"version":1,"loc');
  });
});
