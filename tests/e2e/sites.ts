/**
 * Where the browser tests find the sites dev/e2e-sites.ts serves: local (every pre-live locale under
 * prefixes), live eu and live pl, on E2E_PORT_BASE, +1 and +2 (default 4400), with the embedded content API
 * on +10. A second checkout can run its browser tests beside this one with another base.
 */
export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE || 4400);

export const LOCAL = `http://localhost:${E2E_PORT_BASE}`;
export const EU = `http://localhost:${E2E_PORT_BASE + 1}`;
export const PL = `http://localhost:${E2E_PORT_BASE + 2}`;
export const E2E_API_PORT = E2E_PORT_BASE + 10;
/** The preview secret of the test sites' admin routes. */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret';

/**
 * The local site again, built once with the others but served against a second content API that answers as
 * API Platform 4.2 does by default (JSON-LD only: the islands switch after the first 406; unprefixed hydra;
 * problem+json errors). The `api-dialect-4` project runs the tests tagged `@api-dialects` here.
 */
export const LOCAL_DIALECT_4 = `http://localhost:${E2E_PORT_BASE + 20}`;
export const E2E_DIALECT_4_API_PORT = E2E_PORT_BASE + 21;
/** The tag of the tests the `api-dialect-4` project runs (search, category lists, the contact form, consent, the zip). */
export const API_DIALECTS_TAG = '@api-dialects';
