/** Download centre: files, file types, loose file categories, the basket lookup and the zip. */
import type { LocaleCatalogue } from '../catalogue/types.ts';
import type { FileRecord } from '../catalogue/types.ts';
import { readJson } from './body.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { ERRORS, eq, idF, listRoute, ref, serves, slugF } from './helpers.ts';
import * as endpoints from '#contract/endpoints.ts';
import type { RouteDef } from './types.ts';

const TAG = 'downloads';

const fileFilters = [
  idF<FileRecord>(),
  eq<FileRecord>('fileType.id', 'integer', 'Files of this download-centre file type.', (f) => f.fileTypeId),
  eq<FileRecord>(
    'fileType.slug',
    'string',
    'Files of the file type with this slug.',
    (f, loc) => loc.idx.byId.fileTypes.get(f.fileTypeId)?.slug ?? null,
  ),
  eq<FileRecord>('looseCategory.id', 'integer', 'Files of this loose file category.', (f) => f.looseCategoryId),
  eq<FileRecord>('format', 'string', 'File format (pdf, dwg, zip...).', (f) => f.format),
  eq<FileRecord>('isInDownloadCenter', 'boolean', 'Files offered in the download centre.', (f) => f.isInDownloadCenter ?? false),
];

const fileOrder = {
  id: (f: FileRecord) => f.id,
  name: (f: FileRecord) => f.name,
  size: (f: FileRecord) => f.size,
  lastModified: (f: FileRecord) => new Date(f.lastModified).getTime() || 0,
};

const files = listRoute<FileRecord>({
  endpoint: endpoints.files,
  operationId: 'getFiles',
  summary: `Downloadable files (also ${endpoints.files.path}.json, the mock variant)`,
  tag: TAG,
  type: 'File',
  schema: 'DownloadableFile',
  records: (loc) => loc.cat.files,
  serialize: (loc, f) => loc.ser.file(f),
  filters: fileFilters,
  order: fileOrder,
  defaultOrder: [['name', 'asc']],
});

type FileType = LocaleCatalogue['fileTypes'][number];
const fileTypes = listRoute<FileType>({
  endpoint: endpoints.fileTypes,
  operationId: 'getDownloadCenterFileTypes',
  summary: 'File types of the download centre (catalogues, CAD models, certificates...)',
  tag: TAG,
  type: 'DownloadCenterFileType',
  schema: 'DownloadCenterFileType',
  paginationDefault: false,
  records: (loc) => loc.cat.fileTypes,
  serialize: (_loc, t) => ({ id: t.id, name: t.name, slug: t.slug }),
  filters: [idF(), slugF()],
  order: { id: (t) => t.id, name: (t) => t.name },
  defaultOrder: [],
});

type LooseCategory = LocaleCatalogue['looseFileCategories'][number];
const looseCategories = listRoute<LooseCategory>({
  endpoint: endpoints.looseFileCategories,
  operationId: 'getLooseFileCategories',
  summary: 'Loose file categories with their files (the files page groups)',
  tag: TAG,
  type: 'LooseFileCategory',
  schema: 'LooseFileCategory',
  paginationDefault: false,
  records: (loc) => loc.cat.looseFileCategories,
  serialize: (loc, c) => loc.ser.looseFileCategory(c),
  filters: [
    idF(),
    slugF(),
    eq<LooseCategory>('fileType.id', 'integer', 'Categories of this file type.', (c) => c.fileTypeId),
    eq<LooseCategory>('fileType.slug', 'string', 'Categories of the file type with this slug.', (c, loc) =>
      c.fileTypeId !== null ? (loc.idx.byId.fileTypes.get(c.fileTypeId)?.slug ?? null) : null,
    ),
  ],
  order: { id: (c) => c.id, name: (c) => c.name },
  defaultOrder: [],
});

/** fileSrc may be the path, an absolute URL of it, or the cache-resolve form; the query string is ignored. */
function filePathOf(fileSrc: string): string {
  let p = fileSrc.trim();
  try {
    if (/^https?:\/\//i.test(p)) p = new URL(p).pathname;
  } catch {
    // keep as is
  }
  p = p.split(/[?#]/)[0] ?? '';
  try {
    p = decodeURI(p);
  } catch {
    // keep as is
  }
  return p.replace(/^\/media\/cache\/(?:resolve\/)?[a-z_]+(?=\/uploads\/)/, '');
}

const downloadCenter = listRoute<FileRecord>({
  endpoint: endpoints.downloadCenter,
  operationId: 'getDownloadCenter',
  summary: 'Basket lookup: the file with this fileSrc (a list whose first item carries the file; unknown → empty list)',
  tag: TAG,
  type: 'DownloadCenterItem',
  schema: 'DownloadCenterItem',
  paginationDefault: false,
  recordsKey: (rc) => JSON.stringify(rc.url.searchParams.get('fileSrc')),
  records: (loc, rc) => {
    const src = rc.url.searchParams.get('fileSrc');
    if (src === null) return loc.cat.files.filter((f) => f.isInDownloadCenter);
    const f = loc.idx.filesByPath.get(filePathOf(src));
    return f ? [f] : [];
  },
  serialize: (loc, f) => loc.ser.downloadCenterItem(f),
  filters: [],
  order: {},
  defaultOrder: [],
  extraQuery: [
    {
      name: 'fileSrc',
      description: 'The file url/path (as in DownloadableFile.url). Without it: every download-centre file.',
      schema: { type: 'string' },
    },
  ],
});

const zipCreate: RouteDef = {
  ...serves(endpoints.zipRequest),
  operationId: 'createDownloadCenterZip',
  summary: 'Request a zip of files; answers the zip id (a JSON string)',
  tag: TAG,
  kind: 'api',
  requestBody: {
    schema: {
      type: 'object',
      required: ['identifiers'],
      properties: { identifiers: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer' } } },
    },
  },
  responses: {
    201: { description: 'The zip id (JSON string); Location header points at its status', schema: { type: 'string' } },
    400: { description: 'Empty list, not integers, or unknown ids (listed in unknownIdentifiers)', schema: ref('Error') },
    413: { description: 'Body over 1 MB', schema: ref('Error') },
    415: { description: 'Not JSON', schema: ref('Error') },
    503: ERRORS[503],
  },
  handler: async (rc) => {
    const body = await readJson(rc);
    const id = rc.state.zips.create(body, rc.locale, rc.loc());
    return { kind: 'body', status: 201, body: id, headers: { Location: endpointPath(endpoints.zipStatus, { zipId: id }) } };
  },
};

const zipStatus: RouteDef = {
  ...serves(endpoints.zipStatus),
  operationId: 'getDownloadCenterZipStatus',
  summary: 'Zip status: 202 {status: 202} until ready, then 200 {status: 200, url}',
  tag: TAG,
  kind: 'api',
  cache: false,
  pathParams: { zipId: `The id POST ${endpoints.zipRequest.path} answered` },
  responses: {
    200: { description: 'Ready: { status: 200, url, filename, size, files }', schema: ref('ZipStatus') },
    202: { description: 'Not ready yet: { status: 202, retryAfterMs }', schema: ref('ZipStatus') },
    404: { description: 'Unknown zip: { status: 404, code: 404, message }', schema: ref('Error') },
    500: { description: 'The build failed: { status: 500, code: 500, message }', schema: ref('Error') },
  },
  handler: (rc) => {
    const s = rc.state.zips.status(rc.params.zipId ?? '', (l) => rc.state.store.locale(l));
    return { kind: 'body', status: s.http, body: s.body, headers: { 'Cache-Control': 'no-store' } };
  },
};

const zipDownload: RouteDef = {
  ...serves(endpoints.zipArchive),
  operationId: 'getDownloadCenterZip',
  summary: 'The zip archive (application/zip, attachment)',
  tag: TAG,
  kind: 'api',
  cache: false,
  pathParams: { zipId: 'Zip id' },
  responses: {
    200: { description: 'The archive', contentType: 'application/zip' },
    404: { description: 'Unknown zip', schema: ref('Error') },
  },
  handler: (rc) => rc.state.zips.download(rc.params.zipId ?? '', rc.req, (l) => rc.state.store.locale(l)),
};

export const downloadRoutes: RouteDef[] = [files, fileTypes, looseCategories, downloadCenter, zipCreate, zipStatus, zipDownload];
