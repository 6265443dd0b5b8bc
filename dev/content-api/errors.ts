/**
 * API errors. Every failure answers a JSON body `{ code, message }` with the matching HTTP status, the way the
 * site's content client expects (a body code starting with 4 or 5 is a failure). In JSON-LD, the body also
 * carries the hydra error fields API Platform sends (`@context`, `@type: hydra:Error`, `hydra:title`,
 * `hydra:description`). Validation failures (422) add `violations: [{ propertyPath, message }]`.
 */
import { jsonLdContext } from '#contract/endpoint.ts';

export interface Violation {
  propertyPath: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.extra = extra;
    this.headers = headers;
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>): ApiError => new ApiError(400, message, extra);
export const notFound = (message: string): ApiError => new ApiError(404, message);

/** 422 with API Platform's ConstraintViolationList shape. */
export function unprocessable(violations: Violation[]): ApiError {
  const description = violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n');
  return new ApiError(422, description, {
    '@context': jsonLdContext('ConstraintViolationList'),
    '@type': 'ConstraintViolationList',
    'hydra:title': 'An error occurred',
    'hydra:description': description,
    violations,
  });
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(
  status: number,
  message: string,
  jsonld: boolean,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = { code: status, message };
  if (jsonld) {
    body['@context'] = jsonLdContext('Error');
    body['@type'] = 'hydra:Error';
    body['hydra:title'] = TITLES[status] ?? 'An error occurred';
    body['hydra:description'] = message;
  }
  return { ...body, ...extra, code: status, message };
}

export function errorResponse(
  status: number,
  message: string,
  jsonld: boolean,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(errorBody(status, message, jsonld, extra)), {
    status,
    headers: {
      'Content-Type': jsonld ? 'application/ld+json; charset=utf-8' : 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}
