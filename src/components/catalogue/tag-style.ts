import type { Tag } from '#contract/schemas/media.ts';
import { readableTextColor, safeCssColor } from '../../utils/colors.ts';

/** A tag's colours as custom properties; the text colour is corrected when it would be unreadable. */
export function tagStyle(tag: Pick<Tag, 'color' | 'textColor'>): string {
  const background = safeCssColor(tag.color, '#efe9e0');
  return `--tag-bg:${background};--tag-ink:${readableTextColor(background, safeCssColor(tag.textColor, '#1c1a17'))}`;
}
