import { describe, expect, it, vi } from 'vitest';
import { type Delivery, acceptDelivery } from '#builder/webhook/acceptance.ts';
import { signedHeaders } from '#builder/webhook/signature.ts';
import { resolveWebhookTarget } from '#builder/webhook/target.ts';

const secret = 'acceptance-secret';
const now = Date.UTC(2026, 10, 22, 10);
const rules = { secrets: [secret], target: resolveWebhookTarget('live', 'eu.mebleoffice.example'), toleranceSeconds: 300, now };

function delivery(body: string, headers: Record<string, string> = signedHeaders(secret, body, { now, deliveryId: 'd-1' })) {
  const opened = vi.fn(async function* () {
    yield new TextEncoder().encode(body);
  });
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const value: Delivery = { header: (name) => lower[name], body: opened };
  return { delivery: value, opened };
}

const edit = (locale: string) => JSON.stringify({ locale, resource: 'products', id: 12, action: 'update' });

describe('webhook acceptance', () => {
  it('accepts a signed change of a built locale, with its replay keys: the delivery id and the signature', async () => {
    const body = edit('de');
    const headers = signedHeaders(secret, body, { now, deliveryId: 'd-1' });
    const replayOf = vi.fn(() => null);
    const outcome = await acceptDelivery(delivery(body, headers).delivery, rules, replayOf);
    const keys = ['id:d-1', `sig:${headers['x-webhook-signature']}`];
    expect(outcome).toEqual({
      kind: 'accepted',
      change: { locale: 'de', resource: 'products', id: 12, action: 'update', deliveryId: 'd-1' },
      keys,
    });
    expect(replayOf).toHaveBeenCalledWith(keys);
  });

  it('asks about replays only for what it would act on: not for bad signatures, bad payloads or ignored locales', async () => {
    const replayOf = vi.fn(() => null);
    const unsigned = delivery(edit('de'), { 'x-webhook-timestamp': String(now / 1000) });
    expect(await acceptDelivery(unsigned.delivery, rules, replayOf)).toMatchObject({ kind: 'rejected', status: 401 });
    expect(await acceptDelivery(delivery('{"locale":"de"}').delivery, rules, replayOf)).toMatchObject({ status: 400 });
    expect(await acceptDelivery(delivery(edit('pl')).delivery, rules, replayOf)).toEqual({
      kind: 'ignored',
      reason: 'locale pl is not built on domain eu.mebleoffice.example',
      payload: { locale: 'pl', resource: 'products', id: 12, action: 'update' },
    });
    expect(replayOf).not.toHaveBeenCalled();
  });

  it('names the key that gave a replay away and when it was first accepted', async () => {
    const at = now - 60_000;
    const byId = await acceptDelivery(delivery(edit('de')).delivery, rules, () => ({ key: 'id:d-1', acceptedAt: at }));
    expect(byId).toEqual({
      kind: 'rejected',
      status: 409,
      error: 'replayed delivery',
      reason: 'delivery d-1 was already received at 2026-11-22T09:59:00.000Z',
    });
    const bySignature = await acceptDelivery(delivery(edit('de')).delivery, rules, () => ({ key: 'sig:x', acceptedAt: at }));
    expect(bySignature).toMatchObject({
      reason: 'a delivery with this signature was already received at 2026-11-22T09:59:00.000Z',
    });
  });

  it('does not open a body whose declared length is over the limit', async () => {
    const { delivery: big, opened } = delivery(edit('de'), { 'content-length': String(64 * 1024 + 1) });
    expect(await acceptDelivery(big, rules, () => null)).toEqual({
      kind: 'rejected',
      status: 413,
      error: 'payload too large',
      reason: 'the body exceeds 65536 bytes',
    });
    expect(opened).not.toHaveBeenCalled();
  });
});
