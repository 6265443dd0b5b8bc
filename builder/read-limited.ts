/**
 * Reads a request body up to a limit while it streams: a sender of a 10 MB (or endless, chunked) body costs
 * at most `limit` bytes of memory, however it declares its length.
 */

/**
 * The body, read up to `limit` bytes; null beyond it. A body whose declared length (its Content-Length) is
 * already over the limit is not even opened (a server may start reading a request's body once it is opened,
 * and then the connection cannot carry the answer); one that streams past it is not read further.
 */
export async function readLimited(
  openBody: () => AsyncIterable<Uint8Array> | null,
  limit: number,
  declaredLength?: string | null,
): Promise<Uint8Array | null> {
  const declared = Number(declaredLength ?? '');
  if (declaredLength && Number.isFinite(declared) && declared > limit) return null;
  const body = openBody();
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early cancels a web stream and destroys a Node stream: the rest is never read.
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}
