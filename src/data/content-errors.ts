/**
 * The failures of a content API call, apart from the protocol that raises them: code that only tells them apart
 * (the consent controller's "unknown id, create anew") imports these few lines, not the client.
 */
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
