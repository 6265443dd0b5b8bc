/**
 * The content boundary of the browser client's reads (get, list): islands show no markup from content, so rich
 * text that reaches the browser is kept as its text, and URLs are guarded as at build time. Loaded by the first
 * read, alongside its request: islands that only write (consent, forms) do not carry it.
 */
import type * as v from 'valibot';
import { createContentGuard } from './content-guard.ts';

const guardContent = createContentGuard({
  richText(html) {
    const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
    return { html: text, removed: text === html ? [] : ['markup'] };
  },
});

/** The value made safe for its schema; what was refused is warned about, naming `where`. */
export function guarded<T>(schema: v.GenericSchema, value: T, where: string): T {
  const { value: safe, issues } = guardContent(schema, value);
  for (const issue of issues) console.warn(`[content] ${where}, field ${issue.field}: ${issue.message}`);
  return safe;
}
