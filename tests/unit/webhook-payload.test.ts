import { describe, expect, it } from 'vitest';
import { CMS_RESOURCES } from '#dev/content-api/cms.ts';
import { RESOURCES, parsePayload, parseRawPayload } from '#builder/webhook/payload.ts';
import { ignoredReason, resolveWebhookTarget } from '#builder/webhook/target.ts';

const valid = { locale: 'en', resource: 'products', id: 12, action: 'update' };
const reason = (body: unknown) => {
  const result = parsePayload(body);
  if (result.ok) throw new Error(`expected a failure for ${JSON.stringify(body)}`);
  return result.reason;
};

describe('webhook payload', () => {
  it('accepts {locale, resource, id, action} and ignores extra fields', () => {
    expect(parsePayload(valid)).toEqual({ ok: true, payload: valid });
    expect(parsePayload({ ...valid, id: 'kora-210', extra: true })).toEqual({ ok: true, payload: { ...valid, id: 'kora-210' } });
    for (const action of ['create', 'delete']) expect(parsePayload({ ...valid, action })).toMatchObject({ ok: true });
  });

  it('knows every resource the embedded CMS announces', () => {
    for (const resource of Object.keys(CMS_RESOURCES)) {
      expect(parsePayload({ ...valid, resource }), resource).toMatchObject({ ok: true });
    }
    expect(RESOURCES).toContain('dictionary');
  });

  it('gives a readable reason per field', () => {
    expect(reason({ ...valid, locale: 'xx' })).toBe('locale: must be one of pl, en, de, cz, ru, no, fr; got "xx"');
    expect(reason({ ...valid, locale: undefined })).toBe('locale: must be one of pl, en, de, cz, ru, no, fr; got nothing');
    expect(reason({ ...valid, resource: 'widgets' })).toMatch(
      /^resource: unknown resource "widgets"; known: products, categories/,
    );
    expect(reason({ ...valid, resource: '' })).toBe('resource: must be a non-empty string naming a resource; got ""');
    expect(reason({ ...valid, action: 'publish' })).toBe('action: must be one of update, create, delete; got "publish"');
    expect(reason({ ...valid, id: -1 })).toMatch(/^id: must be a positive integer or a slug/);
    // Option-like, spaced, control or over-long ids never reach the queue or a command line.
    for (const id of ['--help', '-x', ' 12', 'a b', 'a\nb', '../etc', 'x'.repeat(129), '.hidden']) {
      expect(reason({ ...valid, id }), JSON.stringify(id)).toMatch(/^id: must be a positive integer or a slug/);
    }
    expect(reason({ ...valid, id: 1.5 })).toMatch(/^id: /);
    expect(reason({ ...valid, id: '  ' })).toMatch(/^id: /);
    expect(reason({ ...valid, id: {} })).toMatch(/^id: .*got \{\}/);
    expect(reason([valid])).toMatch(/^the body must be a JSON object/);
    expect(reason(null)).toMatch(/^the body must be a JSON object/);
  });

  it('names missing fields', () => {
    expect(reason({})).toBe(
      'locale: must be one of pl, en, de, cz, ru, no, fr; got nothing; resource: must be a non-empty string naming a resource; got nothing; action: must be one of update, create, delete; got nothing',
    );
  });

  it('lists every offending field at once', () => {
    expect(reason({ locale: 'xx', resource: 'products', id: 1, action: 'nope' })).toBe(
      'locale: must be one of pl, en, de, cz, ru, no, fr; got "xx"; action: must be one of update, create, delete; got "nope"',
    );
  });

  it('requires an id except for id-less resources', () => {
    expect(reason({ locale: 'en', resource: 'menus', action: 'update' })).toBe('id: is required for resource menus');
    expect(reason({ ...valid, id: null })).toBe('id: is required for resource products');
    expect(parsePayload({ locale: 'en', resource: 'dictionary', action: 'update' })).toEqual({
      ok: true,
      payload: { locale: 'en', resource: 'dictionary', id: null, action: 'update' },
    });
  });

  it('parses raw bytes: UTF-8, JSON, then the schema', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(parseRawPayload(enc(JSON.stringify(valid)))).toMatchObject({ ok: true });
    expect(parseRawPayload(enc('{"locale":'))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^the body is not valid JSON: /),
    });
    expect(parseRawPayload(enc(''))).toMatchObject({ ok: false, reason: expect.stringMatching(/empty/) });
    expect(parseRawPayload(new Uint8Array([0x7b, 0xff, 0x7d]))).toEqual({ ok: false, reason: 'the body is not valid UTF-8' });
  });

  it('refuses a deeply nested body with a reason, whatever the field, instead of overflowing the stack', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const tooDeep = { ok: false, reason: 'the body nests deeper than 32 levels; expected JSON {locale, resource, id, action}' };
    // 40 KB of nested arrays, as the body and as the value of a field.
    expect(parseRawPayload(enc(nested(20_000)))).toEqual(tooDeep);
    expect(parseRawPayload(enc(JSON.stringify({ ...valid, locale: '#' }).replace('"#"', nested(20_000))))).toEqual(tooDeep);
    expect(parseRawPayload(enc(JSON.stringify({ ...valid, extra: '#' }).replace('"#"', `{"a":${nested(40)}}`)))).toEqual(tooDeep);
    // Brackets inside strings are text, and nesting up to the limit is fine.
    expect(parseRawPayload(enc(JSON.stringify({ ...valid, note: '[[[['.repeat(5000) })))).toMatchObject({ ok: true });
    expect(parseRawPayload(enc(JSON.stringify({ ...valid, extra: '#' }).replace('"#"', nested(31))))).toMatchObject({ ok: true });
  });
});

describe('webhook target', () => {
  it('takes the locales of the domain and explains ignored ones', () => {
    const eu = resolveWebhookTarget('live', 'eu.mebleoffice.example');
    expect(eu.locales).toEqual(['en', 'de', 'cz', 'fr']);
    expect(ignoredReason(eu, 'de')).toBeNull();
    expect(ignoredReason(eu, 'ru')).toBe('locale ru is not built on domain eu.mebleoffice.example');
    const local = resolveWebhookTarget(undefined, undefined);
    expect(local).toMatchObject({ env: 'local', domain: 'localhost' });
    expect(ignoredReason(local, 'fr')).toBe('locale fr is not built on domain localhost');
    expect(() => resolveWebhookTarget('live', 'nope.example')).toThrow(/SITE_DOMAIN/);
  });
});
