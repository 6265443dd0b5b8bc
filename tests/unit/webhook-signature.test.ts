import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook } from '#dev/content-api/cms.ts';
import { sign, signedHeaders, verify } from '#builder/webhook/signature.ts';

const secret = 'test-secret';
const body = '{"locale":"en","resource":"products","id":12,"action":"update"}';
const now = 1_800_000_000_000; // ms
const ts = String(now / 1000);

const check = (overrides: Partial<Parameters<typeof verify>[0]> = {}) =>
  verify({ secret, timestampHeader: ts, signatureHeader: sign(secret, ts, body), rawBody: body, now, ...overrides });

describe('webhook signature', () => {
  it('is sha256=<hex HMAC-SHA256(secret, timestamp + "." + body)>, as the embedded CMS signs', () => {
    const expected = createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex');
    expect(sign(secret, ts, body)).toBe(`sha256=${expected}`);
    expect(sign(secret, Number(ts), new TextEncoder().encode(body))).toBe(`sha256=${expected}`);
    expect(sign(secret, ts, body)).toBe(signWebhook(secret, ts, body));
  });

  it('accepts a valid signature over the raw bytes', () => {
    expect(check()).toEqual({ ok: true, timestamp: Number(ts) });
    expect(check({ rawBody: Buffer.from(body) })).toMatchObject({ ok: true });
    // upper-case hex and surrounding spaces are tolerated
    expect(check({ signatureHeader: ` ${sign(secret, ts, body).toUpperCase().replace('SHA256=', 'sha256=')} ` })).toMatchObject({
      ok: true,
    });
  });

  it('rejects a tampered body, a wrong secret and a signature of another timestamp', () => {
    expect(check({ rawBody: body.replace('12', '13') })).toMatchObject({ ok: false, reason: 'mismatch' });
    expect(check({ rawBody: `${body} ` })).toMatchObject({ ok: false, reason: 'mismatch' });
    expect(check({ signatureHeader: sign('other-secret', ts, body) })).toMatchObject({ ok: false, reason: 'mismatch' });
    expect(check({ timestampHeader: String(Number(ts) - 1) })).toMatchObject({ ok: false, reason: 'mismatch' });
  });

  it('reports missing headers', () => {
    expect(check({ signatureHeader: undefined })).toMatchObject({
      ok: false,
      reason: 'missing',
      message: expect.stringMatching(/Signature/),
    });
    expect(check({ signatureHeader: '' })).toMatchObject({ ok: false, reason: 'missing' });
    expect(check({ timestampHeader: null })).toMatchObject({
      ok: false,
      reason: 'missing',
      message: expect.stringMatching(/Timestamp/),
    });
  });

  it('reports malformed headers', () => {
    expect(check({ signatureHeader: 'md5=abc' })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(check({ signatureHeader: `sha256=${'z'.repeat(64)}` })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(check({ signatureHeader: `sha256=${'a'.repeat(63)}` })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(check({ timestampHeader: '2026-01-01T00:00:00Z' })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(check({ timestampHeader: '-5' })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(check({ timestampHeader: '1.5' })).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('rejects stale and future timestamps beyond the tolerance, signed correctly', () => {
    const at = (seconds: number) => {
      const t = String(Number(ts) + seconds);
      return check({ timestampHeader: t, signatureHeader: sign(secret, t, body) });
    };
    expect(at(-300)).toMatchObject({ ok: true });
    expect(at(-301)).toMatchObject({ ok: false, reason: 'stale', message: 'timestamp is 301 s old (tolerance 300 s)' });
    expect(at(300)).toMatchObject({ ok: true });
    expect(at(301)).toMatchObject({ ok: false, reason: 'future' });
    const t = String(Number(ts) - 30);
    expect(check({ timestampHeader: t, signatureHeader: sign(secret, t, body), toleranceSeconds: 10 })).toMatchObject({
      reason: 'stale',
    });
  });

  it('checks the signature before the timestamp and accepts any secret of a rotation', () => {
    const old = String(Number(ts) - 3600);
    expect(check({ timestampHeader: old, signatureHeader: sign('wrong', old, body) })).toMatchObject({ reason: 'mismatch' });
    expect(check({ secret: ['new-secret', secret] })).toMatchObject({ ok: true });
    expect(check({ secret: ['new-secret', 'older'] })).toMatchObject({ ok: false, reason: 'mismatch' });
    expect(() => check({ secret: '' })).toThrow(/secret/);
  });

  it('builds the headers a sender needs', () => {
    const headers = signedHeaders(secret, body, { now, deliveryId: 'd-1' });
    expect(headers).toMatchObject({ 'x-webhook-timestamp': ts, 'x-webhook-id': 'd-1', 'content-type': 'application/json' });
    expect(
      verify({
        secret,
        timestampHeader: headers['x-webhook-timestamp'],
        signatureHeader: headers['x-webhook-signature'],
        rawBody: body,
        now,
      }),
    ).toMatchObject({ ok: true });
  });
});
