/**
 * The protocol of the content API that the build client and the browser client share: errors, hydra
 * collections and validation with the contract's valibot schemas. No I/O and no Node or DOM APIs: both
 * bundles import it (the encoding and the failure rule of a body live in contract/query.ts).
 */
import * as v from 'valibot';

export type { Accept } from '#contract/endpoint.ts';

export class ContentApiError extends Error {
  readonly status: number | null;
  readonly url: string;
  /** The parsed answer of a failed call, when it had one: a 422's `violations`, a 409's message. */
  readonly body: unknown;
  constructor(message: string, status: number | null, url: string, body: unknown = null) {
    super(message);
    this.status = status;
    this.url = url;
    this.body = body;
  }
}

export class ContentNotFoundError extends ContentApiError {}

/** A payload that does not match its schema: one line naming locale, resource, id and field. */
export class ContentValidationError extends Error {}

/** Members and total of a collection body: a plain array, or hydra:member / hydra:totalItems. */
export function readCollection(body: unknown, path: string): { members: unknown[]; total: number | null } {
  if (Array.isArray(body)) return { members: body, total: null };
  if (body && typeof body === 'object' && Array.isArray((body as Record<string, unknown>)['hydra:member'])) {
    const record = body as Record<string, unknown>;
    const total = record['hydra:totalItems'];
    return { members: record['hydra:member'] as unknown[], total: typeof total === 'number' ? total : null };
  }
  throw new ContentApiError(`${path}: expected a collection (array or hydra:member)`, null, path);
}

/** Validates a payload; a failure becomes one line naming locale, resource, id and field. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
  locale: string,
  resource: string,
  id?: string | number,
): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = v.getDotPath(issue) ?? '(root)';
  throw new ContentValidationError(
    `Invalid content: locale ${locale}, resource ${resource}, id ${id ?? '-'}, field ${field}: ${issue.message}`,
  );
}
