/**
 * The webhook body `{ locale, resource, id, action }`, validated with valibot. A bad body is answered 400 with
 * the reason `payloadError()` gives, e.g. `locale: must be one of pl, en, de, cz, ru, no, fr; got "xx"`.
 *
 * `resource` is one of the content resources of contract/content-change.ts plus `dictionary` (interface texts
 * of a whole locale). `id` is a positive integer or a slug-like text (isChangeId) and is
 * required for every resource except the id-less ones (`dictionary`), which may omit it or send null. Unknown
 * fields are ignored, so the CMS may add some.
 */
import * as v from 'valibot';
import {
  CHANGE_ACTIONS,
  CHANGE_RESOURCES,
  type ChangeAction,
  type ChangeResource,
  DICTIONARY_RESOURCE,
  isChangeId,
  type LocaleChange,
} from '#contract/content-change.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { nestsDeeperThan } from '../json-depth.ts';

/** The payload is flat; extra fields the CMS may add get room to nest, a stack-deep body does not. */
export const MAX_NESTING = 32;

export const RESOURCES = CHANGE_RESOURCES;
export type Resource = ChangeResource;

/** Resources without ids: a change concerns the whole resource of the locale. */
export const ID_LESS_RESOURCES: readonly Resource[] = [DICTIONARY_RESOURCE];

export const ACTIONS = CHANGE_ACTIONS;
export type Action = ChangeAction;

export interface WebhookPayload extends LocaleChange {
  locale: Locale;
  resource: Resource;
  /** null only for id-less resources. */
  id: number | string | null;
}

const quoted = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

const idSchema = v.custom<number | string>(
  isChangeId,
  (issue) =>
    `must be a positive integer or a slug (letters, digits, . _ -, not starting with - or ., at most 128 characters); got ${quoted(issue.input)}`,
);

const Schema = v.pipe(
  v.object({
    locale: v.picklist(LOCALES, (issue) => `must be one of ${LOCALES.join(', ')}; got ${quoted(issue.input)}`),
    resource: v.picklist(RESOURCES, (issue) =>
      typeof issue.input === 'string' && issue.input !== ''
        ? `unknown resource ${quoted(issue.input)}; known: ${RESOURCES.join(', ')}`
        : `must be a non-empty string naming a resource; got ${quoted(issue.input)}`,
    ),
    id: v.optional(v.nullable(idSchema)),
    action: v.picklist(ACTIONS, (issue) => `must be one of ${ACTIONS.join(', ')}; got ${quoted(issue.input)}`),
  }),
  v.forward(
    v.check(
      (body) => body.id != null || ID_LESS_RESOURCES.includes(body.resource),
      (issue) => `is required for resource ${(issue.input as { resource: string }).resource}`,
    ),
    ['id'],
  ),
);

export type PayloadResult = { ok: true; payload: WebhookPayload } | { ok: false; reason: string };

/** Validates a parsed JSON body. The reason names every offending field. */
export function parsePayload(body: unknown): PayloadResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, reason: `the body must be a JSON object {locale, resource, id, action}; got ${quoted(body)}` };
  }
  // Every field present (maybe undefined), so that a missing one gets its own message ("got nothing").
  const { locale, resource, id, action } = body as Record<string, unknown>;
  const result = v.safeParse(Schema, { locale, resource, id, action }, { abortPipeEarly: true });
  if (result.success) {
    const { locale, resource, id, action } = result.output;
    return { ok: true, payload: { locale, resource, id: id ?? null, action } };
  }
  const reasons = result.issues.map((issue) => {
    const field = v.getDotPath(issue);
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  return { ok: false, reason: [...new Set(reasons)].join('; ') };
}

/** Parses the raw bytes of a body: UTF-8, nesting depth, JSON, then the schema. */
export function parseRawPayload(rawBody: Uint8Array): PayloadResult {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(rawBody);
  } catch {
    return { ok: false, reason: 'the body is not valid UTF-8' };
  }
  if (text.trim() === '') return { ok: false, reason: 'the body is empty; expected JSON {locale, resource, id, action}' };
  if (nestsDeeperThan(text, MAX_NESTING)) {
    return {
      ok: false,
      reason: `the body nests deeper than ${MAX_NESTING} levels; expected JSON {locale, resource, id, action}`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `the body is not valid JSON: ${(error as Error).message}` };
  }
  return parsePayload(json);
}
