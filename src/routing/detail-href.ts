/**
 * A detail link from a pattern the build handed over (Links.detailPattern): the slug fills the pattern's one
 * parameter exactly as the build fills it for its own links, so a result found in the browser links to the
 * page the build rendered. Pure; used by islands.
 */
import { SlugPatternError, buildFromSlugPattern, parseSlugPattern } from './slug-pattern.ts';

/** The item's page, or null when the slug cannot fill the pattern (a malformed slug from the API). */
export function detailHref(pattern: string, slug: string): string | null {
  try {
    const parsed = parseSlugPattern(pattern);
    const param = parsed.params[0];
    if (!param) return null;
    return buildFromSlugPattern(parsed, { [param.name]: slug });
  } catch (error) {
    if (error instanceof SlugPatternError) return null;
    throw error;
  }
}
