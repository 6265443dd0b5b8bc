/** The OpenAPI document, the outbox (mail catcher), health, and the CMS endpoints. */
import { CMS_RESOURCES } from '../cms.ts';
import { buildOpenApi } from '../openapi.ts';
import { readJson } from './body.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import * as endpoints from '#contract/endpoints.ts';
import { ref, serves } from './helpers.ts';
import type { ResponseDoc, RouteContext, RouteDef } from './types.ts';

const resourceParam = `CMS resource: ${Object.keys(CMS_RESOURCES).join(', ')} (also product_categories, product_collections)`;
const AUTH_ERRORS: Record<string, ResponseDoc> = {
  400: { description: 'Bad id, body or locale', schema: ref('Error') },
  401: { description: 'Missing or invalid Bearer token', schema: ref('Error') },
  404: { description: 'Unknown resource or record', schema: ref('Error') },
};

const auth = (rc: RouteContext) => rc.state.cms.authorize(rc.req.headers.get('authorization'));

const docs = (endpoint: Endpoint, operationId: string): RouteDef => ({
  ...serves(endpoint),
  operationId,
  summary: 'This OpenAPI 3.1 document (also with a .json suffix)',
  tag: 'meta',
  kind: 'internal',
  responses: { 200: { description: 'OpenAPI 3.1 document' } },
  handler: (rc) => ({ kind: 'body', status: 200, body: buildOpenApi(rc.state.routes) }),
});

const outboxList: RouteDef = {
  method: 'GET',
  path: '/__outbox',
  operationId: 'getOutbox',
  summary: 'Messages the API "sent" (newsletter tokens, form notifications), oldest first',
  tag: 'meta',
  kind: 'internal',
  query: [
    { name: 'to', description: 'Only messages to this address (case-insensitive)', schema: { type: 'string' } },
    {
      name: 'type',
      description: 'newsletter_subscribe, newsletter_unsubscribe, contact_us, customer_service',
      schema: { type: 'string' },
    },
  ],
  responses: { 200: { description: 'Array of messages' } },
  handler: (rc) => ({
    kind: 'body',
    status: 200,
    body: rc.state.outbox.list({ to: rc.url.searchParams.get('to'), type: rc.url.searchParams.get('type') }),
  }),
};

const outboxClear: RouteDef = {
  method: 'DELETE',
  path: '/__outbox',
  operationId: 'clearOutbox',
  summary: 'Empty the outbox',
  tag: 'meta',
  kind: 'internal',
  responses: { 204: { description: 'Emptied' } },
  handler: (rc) => {
    rc.state.outbox.clear();
    return new Response(null, { status: 204 });
  },
};

const health: RouteDef = {
  method: 'GET',
  path: '/__health',
  operationId: 'getHealth',
  summary: 'Server facts: seed, scale, records, cache statistics, faults',
  tag: 'meta',
  kind: 'internal',
  responses: { 200: { description: 'Health' } },
  handler: (rc) => {
    const s = rc.state;
    return {
      kind: 'body',
      status: 200,
      body: {
        status: 'ok',
        seed: s.options.seed,
        scale: s.options.scale,
        records: s.store.recordCount(),
        uptimeMs: Date.now() - s.startedAt,
        buildMs: s.buildMs,
        cache: { entries: s.cache.size, hits: s.cache.hits, misses: s.cache.misses },
        faults: s.faults.config,
      },
    };
  },
};

const cmsList: RouteDef = {
  method: 'GET',
  path: '/__cms/{resource}',
  operationId: 'cmsList',
  summary: 'CMS: ids (with slug, name/title, published) of a resource in one locale',
  tag: 'cms',
  kind: 'internal',
  pathParams: { resource: resourceParam },
  query: [{ name: 'locale', description: 'Locale (or Accept-Locale); default pl', schema: { type: 'string' } }],
  responses: { 200: { description: 'Array of summaries' }, ...AUTH_ERRORS },
  handler: (rc) => {
    auth(rc);
    return { kind: 'body', status: 200, body: rc.state.cms.list(rc.params.resource ?? '', rc.locale) };
  },
};

const cmsGet: RouteDef = {
  method: 'GET',
  path: '/__cms/{resource}/{id}',
  operationId: 'cmsGet',
  summary: 'CMS: the stored (normalized) record in one locale',
  tag: 'cms',
  kind: 'internal',
  pathParams: { resource: resourceParam, id: 'Record id' },
  query: [{ name: 'locale', description: 'Locale (or Accept-Locale); default pl', schema: { type: 'string' } }],
  responses: { 200: { description: 'The stored record (dev/content-api/catalogue/types.ts)' }, ...AUTH_ERRORS },
  handler: (rc) => {
    auth(rc);
    return { kind: 'body', status: 200, body: rc.state.cms.get(rc.params.resource ?? '', rc.params.id ?? '', rc.locale) };
  },
};

const cmsPatch: RouteDef = {
  method: 'PATCH',
  path: '/__cms/{resource}/{id}',
  operationId: 'cmsPatch',
  summary: 'CMS: JSON merge-patch of a stored record in one locale; fires the webhook',
  tag: 'cms',
  kind: 'internal',
  pathParams: { resource: resourceParam, id: 'Record id' },
  query: [{ name: 'locale', description: 'Locale (or Accept-Locale); default pl', schema: { type: 'string' } }],
  requestBody: { contentTypes: ['application/merge-patch+json', 'application/json'], schema: { type: 'object' } },
  responses: {
    200: { description: 'The record after the change' },
    409: { description: 'Slug already used', schema: ref('Error') },
    413: { description: 'Body over 1 MB', schema: ref('Error') },
    415: { description: 'Not JSON', schema: ref('Error') },
    422: { description: 'A field changed type, bad slug or id', schema: ref('ConstraintViolationList') },
    ...AUTH_ERRORS,
  },
  handler: async (rc) => {
    auth(rc);
    const body = await readJson(rc);
    return { kind: 'body', status: 200, body: rc.state.cms.patch(rc.params.resource ?? '', rc.params.id ?? '', rc.locale, body) };
  },
};

const cmsCreate: RouteDef = {
  method: 'POST',
  path: '/__cms/{resource}',
  operationId: 'cmsCreate',
  summary: 'CMS: create a record in one locale (a translation when the id exists elsewhere); answers { id, record }',
  tag: 'cms',
  kind: 'internal',
  pathParams: { resource: resourceParam },
  query: [{ name: 'locale', description: 'Locale (or Accept-Locale); default pl', schema: { type: 'string' } }],
  requestBody: { schema: { type: 'object' } },
  responses: {
    201: { description: '{ id, record }' },
    409: { description: 'Id or slug already exists in the locale', schema: ref('Error') },
    422: { description: 'Invalid record', schema: ref('ConstraintViolationList') },
    ...AUTH_ERRORS,
  },
  handler: async (rc) => {
    auth(rc);
    const body = await readJson(rc);
    const record = rc.state.cms.create(rc.params.resource ?? '', rc.locale, body);
    return { kind: 'body', status: 201, body: { id: record.id, record } };
  },
};

const cmsDelete: RouteDef = {
  method: 'DELETE',
  path: '/__cms/{resource}/{id}',
  operationId: 'cmsDelete',
  summary: 'CMS: delete a record from one locale',
  tag: 'cms',
  kind: 'internal',
  pathParams: { resource: resourceParam, id: 'Record id' },
  query: [{ name: 'locale', description: 'Locale (or Accept-Locale); default pl', schema: { type: 'string' } }],
  responses: { 200: { description: '{ id, deleted: true }' }, ...AUTH_ERRORS },
  handler: (rc) => {
    auth(rc);
    rc.state.cms.delete(rc.params.resource ?? '', rc.params.id ?? '', rc.locale);
    return { kind: 'body', status: 200, body: { id: Number(rc.params.id), deleted: true } };
  },
};

const cmsWebhooks: RouteDef = {
  method: 'GET',
  path: '/__cms/_webhooks',
  operationId: 'cmsWebhooks',
  summary: 'CMS: the last webhook deliveries (id, event, attempts, delivered, last status/error)',
  tag: 'cms',
  kind: 'internal',
  responses: { 200: { description: 'Array of deliveries' }, 401: AUTH_ERRORS[401] as ResponseDoc },
  handler: async (rc) => {
    auth(rc);
    if (rc.url.searchParams.has('flush')) await rc.state.cms.flush();
    return { kind: 'body', status: 200, body: rc.state.cms.deliveries };
  },
};

export const internalRoutes: RouteDef[] = [
  docs(endpoints.apiDocs, 'getOpenApi'),
  docs(endpoints.apiDocsAlias, 'getOpenApiAlias'),
  outboxList,
  outboxClear,
  health,
  cmsWebhooks,
  cmsList,
  cmsCreate,
  cmsGet,
  cmsPatch,
  cmsDelete,
];
