/**
 * The error page's own fallback: when the localized error page cannot be shown (its file is missing on the
 * server, or rendering it failed), a bare document with the general message and a link home. Self-contained
 * HTML (no stylesheet, no script, no menus) so that nothing it needs can fail in turn.
 */
import type { Locale } from '#contract/locales.ts';
import { toBcp47 } from '#contract/locales.ts';
import { getT } from '../../i18n/index.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function errorFallbackHtml(options: { status: number; locale: Locale; homeHref: string; message?: string }): string {
  const t = getT(options.locale);
  const message = escapeHtml(options.message ?? t('errors.fallback'));
  return `<!doctype html>
<html lang="${toBcp47(options.locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${options.status} – ${message}</title></head>
<body>
<main>
<h1>${options.status}</h1>
<p>${message}</p>
<p><a href="${escapeHtml(options.homeHref)}">${escapeHtml(t('errors.fallbackLink'))}</a></p>
</main>
</body>
</html>
`;
}
