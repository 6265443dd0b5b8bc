/**
 * Replay memory of the Netlify webhook function, which keeps no state between calls: the keys of each
 * accepted delivery (its X-Webhook-Id and its signature, as the local receiver uses them) are claimed in a
 * Netlify Blobs store with a create-only write, which is atomic, so that of 20 identical deliveries exactly
 * one triggers a build. A delivery whose build hook call fails gives its keys back, so that the CMS's retry
 * goes through. Keys older than the signature's timestamp window are worthless (such a delivery is refused
 * as stale anyway), so a claim older than `windowMs` does not count.
 *
 * Without Blobs there is no such memory: each function instance would remember only its own deliveries, and
 * a replay reaching another instance would trigger a second build. So the function refuses to run without
 * them (`replayStore`), unless told explicitly that it is a single local instance.
 */
import { getStore } from '@netlify/blobs';
import type { Replay } from './acceptance.ts';

export interface DeliveryLedger {
  /** Claims the keys; the earlier claim when one of them was claimed within the window (a replay). */
  claim(keys: readonly string[], now: number): Promise<Replay | null>;
  /** Gives keys back (the delivery was not acted on). */
  release(keys: readonly string[]): Promise<void>;
}

/** A key as a blob name: no slashes or odd characters. */
const blobKey = (key: string) => `delivery-${Buffer.from(key).toString('base64url')}`;

export function memoryLedger(windowMs: number): DeliveryLedger {
  const claimed = new Map<string, number>();
  return {
    async claim(keys, now) {
      for (const [key, at] of claimed) if (now - at > windowMs) claimed.delete(key);
      for (const key of keys) {
        const at = claimed.get(key);
        if (at !== undefined) return { key, acceptedAt: at };
      }
      for (const key of keys) claimed.set(key, now);
      return null;
    },
    async release(keys) {
      for (const key of keys) claimed.delete(key);
    },
  };
}

/** The minimal store the ledger needs (Netlify Blobs' Store, or a fake in tests). */
export interface KeyStore {
  set(key: string, value: string, options: { onlyIfNew: true }): Promise<{ modified: boolean }>;
  get(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
}

export function keyStoreLedger(store: KeyStore, windowMs: number): DeliveryLedger {
  /** null once claimed; else when it was claimed before. */
  const claimOne = async (key: string, now: number): Promise<number | null> => {
    const name = blobKey(key);
    if ((await store.set(name, String(now), { onlyIfNew: true })).modified) return null;
    // Taken: a replay within the window, or a leftover of an old delivery, which is overwritten.
    const at = Number(await store.get(name));
    if (Number.isFinite(at) && now - at <= windowMs) return at;
    await store.delete(name);
    // Taken again in between: by a delivery claimed just now.
    return (await store.set(name, String(now), { onlyIfNew: true })).modified ? null : now;
  };
  return {
    async claim(keys, now) {
      const claimed: string[] = [];
      for (const key of keys) {
        const acceptedAt = await claimOne(key, now);
        if (acceptedAt !== null) {
          await Promise.all(claimed.map((k) => store.delete(blobKey(k))));
          return { key, acceptedAt };
        }
        claimed.push(key);
      }
      return null;
    },
    async release(keys) {
      await Promise.all(keys.map((key) => store.delete(blobKey(key))));
    },
  };
}

export const REPLAY_STORE_VARIABLE = 'WEBHOOK_REPLAY_STORE';

/** What decides the replay store (the function's environment). */
export interface ReplayStoreEnv {
  /** "memory": the instance's own memory, for a single local instance only; unset or "blobs": Netlify Blobs. */
  WEBHOOK_REPLAY_STORE?: string;
  NETLIFY_BLOBS_CONTEXT?: string;
}

/** The function's replay memory, or why it has none. */
export type ReplayStore = { ledger: DeliveryLedger; warning?: string } | { missing: string };

/**
 * Netlify Blobs when the function has them (on Netlify, and under netlify-cli); the instance's own memory only
 * when WEBHOOK_REPLAY_STORE=memory says so (a single local instance); otherwise what is missing.
 */
export function replayStore(windowMs: number, env: ReplayStoreEnv = process.env): ReplayStore {
  const choice = env.WEBHOOK_REPLAY_STORE?.trim() ?? '';
  if (choice === 'memory') {
    return {
      ledger: memoryLedger(windowMs),
      warning: `replay memory is this instance's own (${REPLAY_STORE_VARIABLE}=memory): a replay reaching another instance is not recognised; for a single local instance only`,
    };
  }
  if (choice !== '' && choice !== 'blobs') {
    return { missing: `${REPLAY_STORE_VARIABLE} must be "blobs" (the default) or "memory"; got "${choice}"` };
  }
  if (!env.NETLIFY_BLOBS_CONTEXT && !(globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext) {
    return {
      missing: `Netlify Blobs is not available to this function (no NETLIFY_BLOBS_CONTEXT), and without them each instance would remember only its own deliveries, so a replay reaching another instance would trigger a second build; run it on Netlify or under netlify-cli, or set ${REPLAY_STORE_VARIABLE}=memory for a single local instance`,
    };
  }
  try {
    return { ledger: keyStoreLedger(getStore({ name: 'webhook-deliveries', consistency: 'strong' }), windowMs) };
  } catch (error) {
    return { missing: `Netlify Blobs could not be opened: ${(error as Error).message}` };
  }
}
