/**
 * The stand-in serves exactly the endpoints the site declares (contract/endpoints.ts), each from the
 * declaration itself, and a read of a content resource's collection is tagged with the collection IRI a change
 * of that resource purges: the path a client requests, the tags its read records and the purge of a change
 * come from one declaration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_RESOURCES, type ContentResource, parseCacheTags } from '#contract/content-change.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import * as endpoints from '#contract/endpoints.ts';
import { isApiPath } from '#contract/proxied-paths.ts';
import { ALL_ROUTES } from '#dev/content-api/app.ts';
import type { RunningContentApi } from '#dev/content-api/server.ts';
import { call, cleanupTempDirs, startApi } from './helpers.ts';

const declared = Object.entries(endpoints) as [string, Endpoint][];

let api: RunningContentApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
  cleanupTempDirs();
});

describe('the stand-in and the endpoint declarations', () => {
  it('serves every declared endpoint by its declaration, and no other API path', () => {
    const served = new Set(ALL_ROUTES.map((route) => route.endpoint));
    for (const [name, endpoint] of declared) expect(served.has(endpoint), name).toBe(true);
    const undeclared = ALL_ROUTES.filter((route) => isApiPath(route.path) && !declared.some(([, e]) => e === route.endpoint));
    expect(undeclared.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    for (const route of ALL_ROUTES.filter((r) => r.endpoint)) {
      expect(`${route.method} ${route.path}`).toBe(`${route.endpoint?.method} ${route.endpoint?.path}`);
    }
  });

  it("tags a read of every content collection with its resource's collection IRI", async () => {
    const collections = declared.filter(([, e]) => e.shape === 'collection' && Object.hasOwn(CONTENT_RESOURCES, e.resource));
    expect(collections.length).toBeGreaterThan(20);
    for (const [name, endpoint] of collections) {
      const response = await call(api.url, `${endpoint.path}?pagination=false`, { locale: 'en' });
      expect(response.status, name).toBe(200);
      expect(parseCacheTags(response.headers.get('cache-tags')), name).toContain(
        CONTENT_RESOURCES[endpoint.resource as ContentResource],
      );
    }
  });
});
