/**
 * The token of a newsletter confirmation address: what follows the confirmation page's path, e.g. `abc123` of
 * `/de/newsletter/confirmation/abc123` (or `…/abc123/`). Null when there is none or it is not token-shaped
 * (letters, digits, `_` and `-`, at most 128): such an address cannot confirm anything, so no call is made.
 */
export function confirmationToken(pathname: string, pagePath: string): string | null {
  const base = pagePath.endsWith('/') ? pagePath : `${pagePath}/`;
  if (!pathname.startsWith(base)) return null;
  const rest = pathname.slice(base.length).replace(/\/$/, '');
  let token: string;
  try {
    token = decodeURIComponent(rest);
  } catch {
    return null;
  }
  return /^[A-Za-z0-9_-]{1,128}$/.test(token) ? token : null;
}
