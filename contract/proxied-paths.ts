/**
 * The paths the content API serves on the site's own origin: runtime calls (/api), resized images (/media)
 * and uploads (/uploads). The CDN and the local server proxy them to the API; the site links to them as they
 * are (never under a locale prefix); the stand-in API serves exactly these.
 */

/** Where every endpoint of the content API lives (endpoints.ts). */
export const API_PATH = '/api';

export const PROXIED_PREFIXES = [API_PATH, '/media', '/uploads'] as const;

/** Whether a site path is one the API serves through the proxy. */
export function isProxiedPath(path: string): boolean {
  return PROXIED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Whether a path is under the API's own path (an endpoint, as opposed to media and uploads). */
export function isApiPath(path: string): boolean {
  return path.startsWith(`${API_PATH}/`);
}
