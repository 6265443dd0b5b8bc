/**
 * Sitemap slug patterns: literal segments and parameters, `:name` for one segment and a trailing `:name*` for
 * one or more segments (the products node takes a whole category path). Pure functions.
 */

export class SlugPatternError extends Error {}

export interface SlugPattern {
  source: string;
  /** Literal prefix before the first parameter, e.g. '/produkty'. */
  staticPrefix: string;
  params: { name: string; rest: boolean }[];
}

const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)(\*)?$/;
const LITERAL = /^[\p{L}\p{N}._~-]+$/u;

export function parseSlugPattern(source: string): SlugPattern {
  if (!source.startsWith('/')) throw new SlugPatternError(`Invalid slug pattern "${source}": must start with /`);
  if (source === '/') return { source, staticPrefix: '/', params: [] };
  const segments = source.replace(/\/$/, '').split('/').slice(1);
  const params: SlugPattern['params'] = [];
  const literal: string[] = [];
  segments.forEach((segment, index) => {
    const param = PARAM.exec(segment);
    if (param) {
      const rest = param[2] === '*';
      if (rest && index !== segments.length - 1) {
        throw new SlugPatternError(`Invalid slug pattern "${source}": :${param[1]}* must be the last segment`);
      }
      if (params.some((p) => p.name === param[1])) {
        throw new SlugPatternError(`Invalid slug pattern "${source}": parameter :${param[1]} repeats`);
      }
      params.push({ name: param[1] as string, rest });
      return;
    }
    if (!LITERAL.test(segment)) {
      throw new SlugPatternError(`Invalid slug pattern "${source}": bad segment "${segment}"`);
    }
    if (params.length === 0) literal.push(segment);
  });
  return {
    source,
    staticPrefix: `/${literal.join('/')}`,
    params,
  };
}

/** Fills the pattern's parameters; fails on a missing parameter or a value that cannot sit in its place. */
export function buildFromSlugPattern(pattern: SlugPattern, values: Record<string, string>): string {
  let path = pattern.source;
  for (const param of pattern.params) {
    const value = values[param.name];
    if (value === undefined || value === '') {
      throw new SlugPatternError(`Slug pattern "${pattern.source}" needs :${param.name}`);
    }
    const segments = value.split('/');
    if ((!param.rest && segments.length > 1) || segments.some((s) => s === '' || s === '.' || s === '..')) {
      throw new SlugPatternError(`Value "${value}" cannot fill :${param.name} of "${pattern.source}"`);
    }
    const encoded = segments.map((s) => encodeURIComponent(s)).join('/');
    path = path.replace(`:${param.name}${param.rest ? '*' : ''}`, encoded);
  }
  return path;
}
