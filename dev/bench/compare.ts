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
  /**
   * Someone else's code timed on this machine (Astro's own builds): it tells how fast the machine is today,
   * not how fast ours is, so it never fails the bench; a large move is printed as a note on the machine.
   */
  reference?: boolean;
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
    if (figure.reference) continue;
    const worse = againstBaseline(figure, before);
    if (worse && worse.worseBy > tolerance) found.push(worse);
  }
  return found;
}

/** How much worse than its baseline a figure is (negative: better); null without a usable baseline. */
function againstBaseline(figure: Figure, before: ReadonlyMap<string, number>): Regression | null {
  const base = before.get(figure.name);
  if (base === undefined || !Number.isFinite(base) || !Number.isFinite(figure.value) || base <= 0) return null;
  return { figure, baseline: base, worseBy: figure.better === 'lower' ? figure.value / base - 1 : 1 - figure.value / base };
}

/**
 * `NOTE Astro static build, local (default): 11.6 s, 28% worse than 9.05 s in the committed report: ...` for
 * each reference figure that moved more than `tolerance` either way: the machine is not as fast as it was, or faster.
 */
export function machineNotes(current: readonly Figure[], baseline: readonly Figure[], tolerance = TOLERANCE): string[] {
  const before = new Map(baseline.map((f) => [f.name, f.value]));
  return current
    .filter((figure) => figure.reference)
    .map((figure) => againstBaseline(figure, before))
    .filter((moved): moved is Regression => moved !== null && Math.abs(moved.worseBy) > tolerance)
    .map(
      ({ figure, baseline: base, worseBy }) =>
        `NOTE ${figure.name}: ${show(figure.value, figure.unit)}, ${Math.round(Math.abs(worseBy) * 100)}% ${worseBy > 0 ? 'worse' : 'better'} than ${show(base, figure.unit)} in the committed report: the machine is ${worseBy > 0 ? 'not as fast as it was then' : 'faster than it was then'}, so the ratios to it are the fairer comparison`,
    );
}

const show = (value: number, unit: string) => `${Number(value.toPrecision(3))}${unit === 'x' ? 'x' : ` ${unit}`}`;

/** `REGRESSION full build, local (default): 7.1 s, 42% worse than 5 s in the committed report` */
export function regressionLine({ figure, baseline, worseBy }: Regression): string {
  return `REGRESSION ${figure.name}: ${show(figure.value, figure.unit)}, ${Math.round(worseBy * 100)}% worse than ${show(baseline, figure.unit)} in the committed report`;
}
