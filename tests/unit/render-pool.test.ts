import { describe, expect, it } from 'vitest';
import { jobQueue } from '#builder/generator/render-pool.ts';

const jobs = (spec: Record<string, number>) =>
  Object.entries(spec).flatMap(([locale, n]) => Array.from({ length: n }, (_, i) => ({ path: `/${locale}/${i}/`, locale })));

describe('jobQueue', () => {
  it('gives each lane the pages of its own locales first, then the rest of the longest other run', () => {
    // Interleaved on purpose: the plan lists pages by locale, but the queue must not depend on it.
    const all = jobs({ pl: 6, en: 6 }).sort((a, b) => a.path.localeCompare(b.path));
    const take = jobQueue(all, 2);
    expect(take(0, 4).map((j) => j.locale)).toEqual(['en', 'en', 'en', 'en']);
    expect(take(1, 4).map((j) => j.locale)).toEqual(['pl', 'pl', 'pl', 'pl']);
    expect(take(0, 4).map((j) => j.locale)).toEqual(['en', 'en']);
    // Lane 0 has finished its run: it takes from the back of lane 1's, lane 1 keeps the front.
    expect(take(0, 1).map((j) => j.path)).toEqual(['/pl/5/']);
    expect(take(1, 4).map((j) => j.path)).toEqual(['/pl/4/']);
    expect(take(0, 4)).toEqual([]);
    expect(take(1, 4)).toEqual([]);
  });

  it('hands out every job exactly once, files of no locale last', () => {
    const all = [...jobs({ de: 5, cz: 7, en: 3 }), { path: '/robots.txt', locale: null }];
    const take = jobQueue(all, 3);
    const seen: string[] = [];
    for (let round = 0; round < 20; round++) for (let lane = 0; lane < 3; lane++) seen.push(...take(lane, 2).map((j) => j.path));
    expect(seen.sort()).toEqual(all.map((j) => j.path).sort());
    expect(jobQueue(all, 1)(0, 100).at(-1)?.path).toBe('/robots.txt');
  });
});
