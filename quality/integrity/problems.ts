/** What an integrity check reports: one problem per finding, `KIND <page> → <target>: <what>`. */

export type ProblemKind =
  | 'DOCUMENT'
  | 'LINK'
  | 'ASSET'
  | 'TITLE'
  | 'DESCRIPTION'
  | 'HREFLANG'
  | 'SITEMAP'
  | 'CANONICAL'
  | 'URLFORM'
  | 'ORPHAN'
  | 'PROXIED';

export interface Problem {
  kind: ProblemKind;
  /** The page (served path) or file (/sitemap-pl.xml) the problem is on. */
  page: string;
  target?: string;
  message: string;
}

/** How a check reports a problem. */
export type AddProblem = (kind: ProblemKind, page: string, message: string, target?: string) => void;

export function formatProblem(p: Problem): string {
  return `${p.kind} ${p.page}${p.target !== undefined ? ` → ${p.target}` : ''}: ${p.message}`;
}

/** The order problems are listed in: by rule, then page, then target (a rule not listed comes first). */
const ORDER: ProblemKind[] = [
  'DOCUMENT',
  'LINK',
  'ASSET',
  'PROXIED',
  'TITLE',
  'DESCRIPTION',
  'CANONICAL',
  'HREFLANG',
  'SITEMAP',
  'URLFORM',
];

export function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort(
    (a, b) =>
      ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) ||
      a.page.localeCompare(b.page) ||
      (a.target ?? '').localeCompare(b.target ?? ''),
  );
}
