/**
 * The bench's guard against regressions: every figure of a run is compared with the same figure of the last
 * committed report (dev/bench/report.json at HEAD), and one more than 25% worse fails the bench, named in
 * one line. Pure functions.
 */

/** One figure of a bench run, named as the tables print it, with the direction in which it is better. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  better: 'lower' | 'higher';
}

export interface Regression {
  figure: Figure;
  baseline: number;
  /** How much worse, as a fraction of the baseline (0.3 = 30% worse). */
  worseBy: number;
}

/** How much worse than the baseline a figure may get before the bench fails. */
export const TOLERANCE = 0.25;

/** Figures worse than their baseline by more than `tolerance`; figures the baseline lacks are new, not worse. */
export function regressions(current: readonly Figure[], baseline: readonly Figure[], tolerance = TOLERANCE): Regression[] {
  const before = new Map(baseline.map((f) => [f.name, f.value]));
  const found: Regression[] = [];
  for (const figure of current) {
    const base = before.get(figure.name);
    if (base === undefined || !Number.isFinite(base) || !Number.isFinite(figure.value) || base <= 0) continue;
    const worseBy = figure.better === 'lower' ? figure.value / base - 1 : 1 - figure.value / base;
    if (worseBy > tolerance) found.push({ figure, baseline: base, worseBy });
  }
  return found;
}

const show = (value: number, unit: string) => `${Number(value.toPrecision(3))}${unit === 'x' ? 'x' : ` ${unit}`}`;

/** `REGRESSION full build, local (default): 7.1 s, 42% worse than 5 s in the committed report` */
export function regressionLine({ figure, baseline, worseBy }: Regression): string {
  return `REGRESSION ${figure.name}: ${show(figure.value, figure.unit)}, ${Math.round(worseBy * 100)}% worse than ${show(baseline, figure.unit)} in the committed report`;
}
