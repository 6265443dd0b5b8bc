/**
 * The endpoint declarations (contract/endpoints.ts): each content endpoint lies at or under its resource's
 * collection IRI (the IRI its reads are tagged with and a change of it purges), and no endpoint sits under a
 * resource's IRI without naming that resource; calls fill path templates and send the fixed list parameters
 * after their own; browser code imports endpoints by area, so that an island's chunk carries its own only.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_RESOURCES, type ContentResource, purgeTags } from '#contract/content-change.ts';
import { type Endpoint, endpointPath, endpointUrl } from '#contract/endpoint.ts';
import * as endpoints from '#contract/endpoints.ts';

const all = Object.entries(endpoints) as [string, Endpoint][];
const isContent = (resource: string): resource is ContentResource => Object.hasOwn(CONTENT_RESOURCES, resource);
const under = (endpointPath: string, iri: string) => endpointPath === iri || endpointPath.startsWith(`${iri}/`);

describe('endpoint declarations', () => {
  it('are endpoints, each a method and path of its own', () => {
    for (const [name, endpoint] of all) {
      expect(endpoint.path, name).toMatch(/^\/api\/[a-z_]/);
      expect(['item', 'collection', 'file'], name).toContain(endpoint.shape);
    }
    const keys = all.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('put every content endpoint at or under the collection IRI its reads are tagged with and its changes purge', () => {
    for (const [name, endpoint] of all.filter(([, e]) => isContent(e.resource))) {
      const iri = CONTENT_RESOURCES[endpoint.resource as ContentResource];
      expect(under(endpoint.path, iri), `${name} ${endpoint.path} under ${iri}`).toBe(true);
      // A change of a record of the resource purges the collection IRI the endpoint's reads carry.
      expect(purgeTags({ resource: endpoint.resource, id: 1 })).toContain(iri);
    }
  });

  it('name the content resource of every path under its collection IRI', () => {
    for (const [name, endpoint] of all) {
      const owners = (Object.keys(CONTENT_RESOURCES) as ContentResource[]).filter((r) =>
        under(endpoint.path, CONTENT_RESOURCES[r]),
      );
      expect(owners.length, name).toBeLessThanOrEqual(1);
      if (owners[0]) expect(endpoint.resource, `${name} ${endpoint.path}`).toBe(owners[0]);
    }
  });

  it('declare the site reads of lists it reads whole with pagination=false', () => {
    for (const endpoint of [endpoints.sitemapNodes, endpoints.productCategories, endpoints.stories, endpoints.contactPeople]) {
      expect(endpoint.query).toEqual({ pagination: false });
    }
    expect(endpoints.products.query).toBeUndefined();
  });
});

describe('calls of an endpoint', () => {
  it('fill the path template, each parameter URI-encoded', () => {
    expect(endpointPath(endpoints.product, { slugOrId: 'kx-200' })).toBe('/api/products/kx-200');
    expect(endpointPath(endpoints.realization, { slugOrId: 'zażółć/x' })).toBe(
      '/api/realizations/za%C5%BC%C3%B3%C5%82%C4%87%2Fx',
    );
    expect(endpointPath(endpoints.zipStatus, { zipId: 'a b' })).toBe('/api/download_center_zip/a%20b/status');
    expect(() => endpointPath(endpoints.contact, {} as { id: number })).toThrow('/api/contact/{id}: no value for {id}');
  });

  it("send the call's query, then the endpoint's fixed parameters, which win", () => {
    expect(endpointUrl(endpoints.stories, {}, { order: { position: 'asc' } })).toBe(
      '/api/stories?order[position]=asc&pagination=false',
    );
    expect(endpointUrl(endpoints.stories, {}, { pagination: true })).toBe('/api/stories?pagination=false');
    expect(endpointUrl(endpoints.products, {}, { itemsPerPage: 10 })).toBe('/api/products?itemsPerPage=10');
  });
});

describe('browser code', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const browserFiles = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

  it('imports endpoints by area (contract/endpoints/*.ts), never the index of all of them', () => {
    // The bundler splits chunks by module: through the index, every island would load every endpoint (and
    // its schema) any island uses.
    const files = [
      ...browserFiles('src/components'),
      ...browserFiles('src/stores'),
      ...browserFiles('src/analytics'),
      'src/data/browser-client.ts',
    ];
    const offenders = files.filter((file) => /from '#contract\/endpoints\.ts'/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
    expect(files.some((file) => /from '#contract\/endpoints\//.test(readFileSync(path.join(root, file), 'utf8')))).toBe(true);
  });
});
