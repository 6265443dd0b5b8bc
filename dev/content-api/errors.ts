/**
 * API errors, in the body each dialect (dialect.ts) answers with:
 *
 * - `spec`: `{ code, message }` with the HTTP status, as the specification describes (a body code starting with
 *   4 or 5 is a failure); in JSON-LD also the hydra error keys (`@context`, `@type: hydra:Error`, `hydra:title`,
 *   `hydra:description`). Validation (422) adds API Platform's ConstraintViolationList keys and
 *   `violations: [{ propertyPath, message }]`.
 * - `3`: API Platform 3.x's legacy errors: `hydra:Error` (or `ConstraintViolationList`) with `hydra:title` and
 *   `hydra:description` in JSON-LD; a plain-JSON request gets problem JSON (`type`, `title`, `detail`).
 * - `4`: API Platform 4.2's RFC 7807 errors, always `application/problem+json`: `type`, `title`, `status`,
 *   `detail`, `description` (and in JSON-LD `@context`, `@id`, `@type: Error` or `ConstraintViolation`).
 *   Violations carry `code` too.
 */
import { createHash } from 'node:crypto';
import { jsonLdContext } from '#contract/endpoint.ts';
import { type Dialect, SPEC_DIALECT } from './dialect.ts';
import { CONTENT_TYPES, type Format, PROBLEM_CONTENT_TYPE } from './hydra.ts';

export interface Violation {
  propertyPath: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;
  /** A validation failure's violations (422). */
  readonly violations: readonly Violation[] | null;

  constructor(
    status: number,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
    violations: readonly Violation[] | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.extra = extra;
    this.headers = headers;
    this.violations = violations;
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>): ApiError => new ApiError(400, message, extra);
export const notFound = (message: string): ApiError => new ApiError(404, message);

/** 422 with the violations; API Platform's description lists them as `path: message` lines. */
export function unprocessable(violations: Violation[]): ApiError {
  const description = violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n');
  return new ApiError(422, description, {}, {}, violations);
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** API Platform's title of every error. */
const AN_ERROR_OCCURRED = 'An error occurred';

/**
 * A violation's `code` is its Symfony constraint's UUID; the stand-in has no constraint classes, so a stable
 * UUID-shaped code per property and message stands in for it.
 */
function violationCode(v: Violation): string {
  const h = createHash('sha1').update(`${v.propertyPath}\0${v.message}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/**
 * The body and content type of an error. `format` null: the request asked for a format the dialect does not
 * serve (406), so the answer is problem JSON.
 */
export function errorBody(
  error: ApiError,
  format: Format | null,
  dialect: Dialect = SPEC_DIALECT,
): { body: Record<string, unknown>; contentType: string } {
  const { status, message, extra, violations } = error;
  const jsonld = format === 'jsonld';
  if (dialect.version === 'spec') {
    const body: Record<string, unknown> = { code: status, message };
    if (jsonld) {
      body['@context'] = jsonLdContext('Error');
      body['@type'] = 'hydra:Error';
      body['hydra:title'] = TITLES[status] ?? AN_ERROR_OCCURRED;
      body['hydra:description'] = message;
    }
    const validation = violations && {
      '@context': jsonLdContext('ConstraintViolationList'),
      '@type': 'ConstraintViolationList',
      'hydra:title': AN_ERROR_OCCURRED,
      'hydra:description': message,
      violations,
    };
    return {
      body: { ...body, ...validation, ...extra, code: status, message },
      contentType: jsonld ? CONTENT_TYPES.jsonld : CONTENT_TYPES.json,
    };
  }
  const listed = violations && { violations: violations.map((v) => ({ ...v, code: violationCode(v) })) };
  if (dialect.version === '3') {
    if (!jsonld) {
      return {
        body: {
          ...extra,
          type: 'https://tools.ietf.org/html/rfc2616#section-10',
          title: AN_ERROR_OCCURRED,
          detail: message,
          ...listed,
        },
        contentType: PROBLEM_CONTENT_TYPE,
      };
    }
    const type = violations ? 'ConstraintViolationList' : 'Error';
    return {
      body: {
        ...extra,
        '@context': jsonLdContext(type),
        '@type': violations ? type : 'hydra:Error',
        'hydra:title': AN_ERROR_OCCURRED,
        'hydra:description': message,
        ...listed,
      },
      contentType: CONTENT_TYPES.jsonld,
    };
  }
  const firstCode = listed?.violations[0]?.code;
  const type = firstCode ? `/validation_errors/${firstCode}` : `/errors/${status}`;
  const problem = { type, title: AN_ERROR_OCCURRED, status, detail: message };
  const ld = jsonld && {
    '@context': jsonLdContext(violations ? 'ConstraintViolation' : 'Error'),
    '@id': `/api${type}`,
    '@type': violations ? 'ConstraintViolation' : 'Error',
  };
  return {
    body: { ...extra, ...ld, ...problem, ...(jsonld && { description: message }), ...listed },
    contentType: PROBLEM_CONTENT_TYPE,
  };
}

export function errorResponse(
  error: ApiError,
  format: Format | null,
  dialect: Dialect = SPEC_DIALECT,
  headers: Record<string, string> = {},
): Response {
  const { body, contentType } = errorBody(error, format, dialect);
  return new Response(JSON.stringify(body), {
    status: error.status,
    headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store', ...error.headers, ...headers },
  });
}
