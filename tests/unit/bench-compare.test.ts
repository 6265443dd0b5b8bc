import { describe, expect, it } from 'vitest';
import { type Figure, machineNotes, regressionLine, regressions } from '#dev/bench/compare.ts';
import { buildsWithRendererReady } from '#dev/bench/incremental.ts';

const figure = (name: string, value: number, better: Figure['better'], unit = 's'): Figure => ({ name, value, unit, better });

describe('bench regressions against the committed report', () => {
  const baseline = [
    figure('full build, local (default)', 4, 'lower'),
    figure('full build, local (default), pages/s', 400, 'higher', 'pages/s'),
    figure('full build vs Astro (default)', 3, 'higher', 'x'),
  ];

  it('names a figure more than 25% worse, in either direction', () => {
    const found = regressions(
      [
        figure('full build, local (default)', 5.2, 'lower'),
        figure('full build, local (default), pages/s', 290, 'higher', 'pages/s'),
        figure('full build vs Astro (default)', 2.4, 'higher', 'x'),
      ],
      baseline,
    );
    expect(found.map(regressionLine)).toEqual([
      'REGRESSION full build, local (default): 5.2 s, 30% worse than 4 s in the committed report',
      'REGRESSION full build, local (default), pages/s: 290 pages/s, 28% worse than 400 pages/s in the committed report',
    ]);
  });

  it('lets through what is at most 25% worse, better, or new', () => {
    const found = regressions(
      [
        figure('full build, local (default)', 5, 'lower'),
        figure('full build, local (default), pages/s', 900, 'higher', 'pages/s'),
        figure('full build vs Astro (default)', 2.25, 'higher', 'x'),
        figure('CMS edit live through the webhook (default)', 9, 'lower'),
      ],
      baseline,
    );
    expect(found).toEqual([]);
  });
});

describe("reference figures (Astro's own builds on this machine)", () => {
  const astro = (value: number): Figure => ({
    ...figure('Astro static build, local (default)', value, 'lower'),
    reference: true,
  });

  it('never fail the bench: a large move is a note on the machine, either way', () => {
    const baseline = [astro(9)];
    expect(regressions([astro(12)], baseline)).toEqual([]);
    expect(machineNotes([astro(12)], baseline)).toEqual([
      'NOTE Astro static build, local (default): 12 s, 33% worse than 9 s in the committed report: the machine is not as fast as it was then, so the ratios to it are the fairer comparison',
    ]);
    expect(machineNotes([astro(6)], baseline)).toEqual([
      'NOTE Astro static build, local (default): 6 s, 33% better than 9 s in the committed report: the machine is faster than it was then, so the ratios to it are the fairer comparison',
    ]);
    expect(machineNotes([astro(10)], baseline)).toEqual([]);
  });

  it('leave our own figures failing as before', () => {
    const ours = figure('full build, local (default)', 12, 'lower');
    expect(machineNotes([ours], [figure('full build, local (default)', 9, 'lower')])).toEqual([]);
    expect(regressions([ours], [figure('full build, local (default)', 9, 'lower')])).toHaveLength(1);
  });
});

describe('the builds a bench figure is made of', () => {
  const outputs = (...lines: string[]) => {
    let i = 0;
    return async () => ({ output: lines[i++] ?? 'built 10 pages', seconds: i });
  };

  it('leave out the one that compiled the renderer', async () => {
    const runs = await buildsWithRendererReady(
      2,
      outputs('built 10 pages, renderer compiled', 'built 10 pages', 'built 10 pages'),
    );
    expect(runs.map((r) => r.seconds)).toEqual([2, 3]);
  });

  it('fail when a second build compiles it again, rather than run for ever', async () => {
    await expect(
      buildsWithRendererReady(2, outputs('x, renderer compiled', 'built 10 pages', 'y, renderer compiled')),
    ).rejects.toThrow('the renderer was compiled again');
  });
});
