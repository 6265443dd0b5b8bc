/**
 * The OpenAPI 3.1 document, generated from the route table (routes/*.ts) so it cannot drift from what the server
 * answers. Payload schemas are named after the valibot schemas of contract/schemas/ (the contract);
 * their components point there instead of repeating them. Served at GET /api/docs(.json) and /api/openapi(.json).
 */
import { LOCALES } from './locales.ts';
import type { JsonSchema, RouteDef } from './routes/types.ts';

const VALIBOT_NAMES: Record<string, string> = {
  ProductListItem:
    'ProductSchema (and ProductTeaserSchema): teaser + position, shortDescription, category, designers, filterOptionSlugs, checkboxIds',
  ContactDepartment: 'ContactDepartmentSchema',
  PageData: 'PageDataSchema',
};

const EXPLICIT: Record<string, JsonSchema> = {
  Error: {
    type: 'object',
    required: ['code', 'message'],
    properties: {
      code: { type: 'integer', description: 'The HTTP status' },
      message: { type: 'string' },
      'hydra:description': { type: 'string', description: 'JSON-LD only' },
    },
  },
  ConstraintViolationList: {
    type: 'object',
    required: ['code', 'message', 'violations'],
    properties: {
      code: { type: 'integer', const: 422 },
      message: { type: 'string' },
      violations: {
        type: 'array',
        items: {
          type: 'object',
          required: ['propertyPath', 'message'],
          properties: { propertyPath: { type: 'string' }, message: { type: 'string' } },
        },
      },
    },
  },
  ZipStatus: {
    type: 'object',
    required: ['status'],
    properties: {
      status: { type: 'integer', enum: [200, 202] },
      url: { type: 'string' },
      filename: { type: 'string' },
      size: { type: 'integer' },
      retryAfterMs: { type: 'integer' },
    },
  },
  NewsletterRequest: {
    type: 'object',
    properties: {
      email: { type: 'string' },
      name: { type: 'string' },
      status: { type: 'string', enum: ['pending', 'confirmed', 'unsubscribe_pending', 'unsubscribed'] },
      token: { type: 'string' },
    },
  },
  ContactEntry: {
    type: 'object',
    required: ['id', 'kind', 'locale', 'createdAt'],
    properties: {
      id: { type: 'integer' },
      kind: { type: 'string', enum: ['contact_us', 'customer_service'] },
      locale: { type: 'string' },
      createdAt: { type: 'string' },
    },
  },
  CookieConsent: {
    type: 'object',
    required: ['id', 'referral', 'necessaryConsent', 'functionalConsent', 'analyticConsent', 'advertisingConsent'],
    properties: {
      id: { type: 'integer' },
      referral: { type: 'string' },
      necessaryConsent: { type: 'boolean', const: true },
      functionalConsent: { type: 'boolean' },
      analyticConsent: { type: 'boolean' },
      advertisingConsent: { type: 'boolean' },
    },
  },
};

function collectRefs(value: unknown, out: Set<string>): void {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value) collectRefs(v, out);
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    if (k === '$ref' && typeof v === 'string') out.add(v.replace('#/components/schemas/', ''));
    else collectRefs(v, out);
  }
}

export function buildOpenApi(routes: RouteDef[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const refs = new Set<string>(['Error']);
  for (const r of routes) {
    const parameters: Record<string, unknown>[] = [];
    for (const [name, description] of Object.entries(r.pathParams ?? {})) {
      parameters.push({ name, in: 'path', required: true, description, schema: { type: 'string' } });
    }
    if (r.kind === 'api' || r.kind === 'internal') {
      parameters.push({
        name: 'Accept-Locale',
        in: 'header',
        description: `Locale (${LOCALES.join(', ')}; missing → pl; unknown → 400)`,
        schema: { type: 'string', enum: [...LOCALES] },
      });
      parameters.push({
        name: 'locale',
        in: 'query',
        description: 'Overrides Accept-Locale',
        schema: { type: 'string', enum: [...LOCALES] },
      });
    }
    for (const q of r.query ?? [])
      parameters.push({
        name: q.name,
        in: q.in ?? 'query',
        required: q.required ?? false,
        description: q.description,
        schema: q.schema,
      });
    const responses: Record<string, unknown> = {};
    for (const [status, doc] of Object.entries(r.responses)) {
      const contentType = doc.contentType ?? 'application/json';
      responses[status] = {
        description: doc.description,
        ...(doc.schema || doc.contentType
          ? {
              content: {
                [contentType]: { schema: doc.schema ?? { type: 'string', format: 'binary' } },
                ...(r.kind === 'api' && contentType === 'application/json'
                  ? { 'application/ld+json': { schema: doc.schema ?? {} } }
                  : {}),
              },
            }
          : {}),
      };
    }
    if (r.kind === 'api' && !responses['503'])
      responses['503'] = {
        description: 'Service unavailable (fault mode)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    if (r.kind === 'api' && !responses['500'])
      responses['500'] = { description: 'Internal error (generic message; details logged with the request id)' };
    const op: Record<string, unknown> = {
      operationId: r.operationId,
      summary: r.summary,
      ...(r.description ? { description: r.description } : {}),
      tags: [r.tag],
      parameters,
      responses,
    };
    if (r.requestBody) {
      const types = r.requestBody.contentTypes ?? ['application/json', 'application/ld+json'];
      op.requestBody = {
        required: r.requestBody.required ?? true,
        ...(r.requestBody.description ? { description: r.requestBody.description } : {}),
        content: Object.fromEntries(types.map((t) => [t, { schema: r.requestBody?.schema }])),
      };
    }
    if (r.kind === 'internal' && r.path.startsWith('/__cms')) op.security = [{ cmsToken: [] }];
    collectRefs(op, refs);
    paths[r.path] ??= {};
    (paths[r.path] as Record<string, unknown>)[r.method.toLowerCase()] = op;
  }
  const schemas: Record<string, JsonSchema> = {};
  for (const name of [...refs].sort()) {
    schemas[name] = EXPLICIT[name] ?? {
      type: 'object',
      description: `See contract/schemas/: ${VALIBOT_NAMES[name] ?? `${name}Schema`}`,
      additionalProperties: true,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Embedded content API',
      version: '1.0.0',
      description:
        'A stand-in for the manufacturer content API (API Platform). Collections: application/json → arrays; ' +
        'application/ld+json → hydra collections. Errors: { code, message }. See dev/content-api/README.md.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: { cmsToken: { type: 'http', scheme: 'bearer', description: 'The CMS token (--cms-token / CMS_TOKEN)' } },
    },
  };
}
