/**
 * Replay memory of the Netlify webhook function, which keeps no state between calls: the keys of each
 * accepted delivery (its X-Webhook-Id and its signature, as the local receiver uses them) are claimed in a
 * Netlify Blobs store with a create-only write, which is atomic, so that of 20 identical deliveries exactly
 * one triggers a build. A delivery whose build hook call fails gives its keys back, so that the CMS's retry
 * goes through. Keys older than the signature's timestamp window are worthless (such a delivery is refused
 * as stale anyway), so a claim older than `windowMs` does not count.
 *
 * Without a Blobs context (local runs, tests) the memory is the function instance's own.
 */
import { getStore } from '@netlify/blobs';

export interface DeliveryLedger {
  /** Claims the keys; false when one of them was claimed within the window (a replay). */
  claim(keys: readonly string[], now: number): Promise<boolean>;
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
      if (keys.some((key) => claimed.has(key))) return false;
      for (const key of keys) claimed.set(key, now);
      return true;
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
  const claimOne = async (key: string, now: number): Promise<boolean> => {
    const name = blobKey(key);
    if ((await store.set(name, String(now), { onlyIfNew: true })).modified) return true;
    // Taken: a replay within the window, or a leftover of an old delivery, which is overwritten.
    const at = Number(await store.get(name));
    if (Number.isFinite(at) && now - at <= windowMs) return false;
    await store.delete(name);
    return (await store.set(name, String(now), { onlyIfNew: true })).modified;
  };
  return {
    async claim(keys, now) {
      const claimed: string[] = [];
      for (const key of keys) {
        if (!(await claimOne(key, now))) {
          await Promise.all(claimed.map((k) => store.delete(blobKey(k))));
          return false;
        }
        claimed.push(key);
      }
      return true;
    },
    async release(keys) {
      await Promise.all(keys.map((key) => store.delete(blobKey(key))));
    },
  };
}

/** Netlify Blobs when the function runs on Netlify, else the instance's memory. */
export function defaultLedger(windowMs: number, env: Record<string, string | undefined> = process.env): DeliveryLedger {
  if (!env.NETLIFY_BLOBS_CONTEXT && !(globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext) {
    return memoryLedger(windowMs);
  }
  return keyStoreLedger(getStore({ name: 'webhook-deliveries', consistency: 'strong' }), windowMs);
}
