/**
 * The paths the content API serves on the site's own origin: runtime calls (/api), resized images (/media)
 * and uploads (/uploads). The CDN and the local server proxy them to the API; the site links to them as they
 * are (never under a locale prefix); the stand-in API serves exactly these.
 */
export const PROXIED_PREFIXES = ['/api', '/media', '/uploads'] as const;

/** Whether a site path is one the API serves through the proxy. */
export function isProxiedPath(path: string): boolean {
  return PROXIED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
