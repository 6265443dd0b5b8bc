/** Uploaded images and files, and the image filters (cache-resolve form). */
import { FILTERS } from '../media.ts';
import type { RouteContext, RouteDef } from './types.ts';
import { ref } from './helpers.ts';

const TAG = 'media';

function decoded(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}

const download = (rc: RouteContext) => rc.url.searchParams.has('download');

const uploads: RouteDef = {
  method: 'GET',
  path: '/uploads/{path}',
  honoPath: '/uploads/*',
  operationId: 'getUpload',
  summary: 'An uploaded image (original size) or a downloadable file (exact size, real format)',
  description: '`path` may contain slashes. `?download` adds Content-Disposition: attachment. Cache-Control: immutable.',
  tag: TAG,
  kind: 'raw',
  pathParams: { path: 'The rest of the upload path' },
  query: [{ name: 'download', description: 'Present: Content-Disposition attachment', schema: { type: 'string' } }],
  responses: {
    200: { description: 'The bytes (image/jpeg, image/png, application/pdf, ...)', contentType: 'application/octet-stream' },
    304: { description: 'Not modified (If-None-Match)' },
    404: { description: 'No such upload', schema: ref('Error') },
  },
  handler: (rc) => rc.state.media.serveUpload(rc.req, decoded(rc.url.pathname), download(rc)),
};

function filtered(prefix: string, operationId: string): RouteDef {
  return {
    method: 'GET',
    path: `${prefix}/{filter}/uploads/{path}`,
    honoPath: `${prefix}/:filter/uploads/*`,
    operationId,
    summary: `An image resized by a filter (${Object.keys(FILTERS).join(', ')})`,
    description: Object.entries(FILTERS)
      .map(([name, f]) => `${name}: ${f.description}`)
      .join('; '),
    tag: TAG,
    kind: 'raw',
    pathParams: { filter: 'Filter name', path: 'The rest of the upload path' },
    query: [{ name: 'download', description: 'Present: Content-Disposition attachment', schema: { type: 'string' } }],
    responses: {
      200: { description: 'The resized image', contentType: 'image/jpeg' },
      304: { description: 'Not modified (If-None-Match)' },
      404: { description: 'Unknown filter or image', schema: ref('Error') },
    },
    handler: (rc) => {
      const m = /^\/media\/cache\/(?:resolve\/)?([^/]+)(\/uploads\/.*)$/.exec(rc.url.pathname);
      return rc.state.media.serveFiltered(rc.req, decoded(m?.[1] ?? ''), decoded(m?.[2] ?? ''), download(rc));
    },
  };
}

export const mediaRoutes: RouteDef[] = [
  uploads,
  filtered('/media/cache/resolve', 'getResolvedImage'),
  filtered('/media/cache', 'getCachedImage'),
];
