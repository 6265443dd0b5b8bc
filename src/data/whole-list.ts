/**
 * Reading a list whole, for the build client and the browser client alike (content-protocol.ts loads it with the
 * first call that asks for a whole list or meets IRI members): a first page an API cut is never taken for the
 * whole list.
 *
 * - A hydra answer is followed through its `next` links (the API may ignore `pagination=false`: API Platform does
 *   unless clients may switch pagination), and the members read must add up to a stated total.
 * - A bare array cannot say whether it is cut, so page 2 is asked for once per collection path: the same answer
 *   again means the page parameter is ignored (the list is whole), an empty one means the list fits one page,
 *   anything else means the API paginates, and the pages are read until an empty one.
 * - Members listed as IRIs (`iri_only`) are read one by one; an IRI that cannot be requested is refused.
 */
import { encodeQuery } from '#contract/query.ts';
import {
  type CollectionPage,
  ContentApiError,
  type ListCall,
  type ListTransport,
  readCollection,
  withoutJsonLd,
} from './content-protocol.ts';

/**
 * The path and query of a link or IRI the API wrote, to request it from the same API: a path as it is, an
 * absolute URL or network path (API Platform's ABS_URL, NET_PATH) by its path. Null for what cannot be
 * requested: another scheme, or a skolem IRI (`/.well-known/genid/…`, which API Platform never serves).
 */
export function linkPath(link: string): string | null {
  if (link.startsWith('/.well-known/genid/')) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  const absolute = /^(?:https?:)?\/\/[^/?#]+(\/[^#]*)?$/i.exec(link);
  if (!absolute) return null;
  const rest = absolute[1] ?? '/';
  return rest.startsWith('/.well-known/genid/') ? null : rest;
}

/** Pages a whole list may take before its reading is given up as a loop. */
const MAX_PAGES = 1000;

function fail(call: ListCall, reason: string): never {
  const url = `${call.path}${encodeQuery(call.query)}`;
  throw new ContentApiError(`${url}: ${reason}`, null, url);
}

/** The members of a whole list, from its first answer on. */
export function readRest(call: ListCall, transport: ListTransport, first: CollectionPage): Promise<unknown[]> {
  return first.bare ? readBarePages(call, transport, first.members) : readLinkedPages(call, transport, first);
}

async function readLinkedPages(call: ListCall, transport: ListTransport, first: CollectionPage): Promise<unknown[]> {
  const members = [...first.members];
  const seen = new Set<string>([`${call.path}${encodeQuery(call.query)}`]);
  let next = first.next;
  while (next !== null) {
    const target = linkPath(next);
    if (target === null) fail(call, `the next page link ${next} is not on the content API`);
    if (seen.has(target)) fail(call, `the next page link ${next} leads back to a page already read`);
    if (seen.size >= MAX_PAGES) fail(call, `more than ${MAX_PAGES} pages`);
    seen.add(target);
    const page = readCollection(await transport.get(target), call.path);
    members.push(...page.members);
    next = page.next;
  }
  if (first.total !== null && members.length !== first.total) {
    fail(call, `the API states ${first.total} items but its pages hold ${members.length}; a list cut short is not published`);
  }
  return members;
}

async function readBarePages(call: ListCall, transport: ListTransport, firstMembers: unknown[]): Promise<unknown[]> {
  if (firstMembers.length === 0 || transport.unpaged.has(call.path)) return firstMembers;
  const members = [...firstMembers];
  const firstText = JSON.stringify(firstMembers);
  const read = new Set(firstMembers.map((m) => JSON.stringify(m)));
  for (let page = 2; ; page++) {
    if (page > MAX_PAGES) fail(call, `more than ${MAX_PAGES} pages`);
    const pathAndQuery = `${call.path}${encodeQuery({ ...call.query, page })}`;
    if (page === 2 && JSON.stringify(readCollection(await transport.peek(pathAndQuery), call.path).members) === firstText) {
      transport.unpaged.add(call.path);
      return firstMembers;
    }
    const answer = readCollection(await transport.get(pathAndQuery), call.path);
    if (answer.members.length === 0) return members;
    for (const member of answer.members) {
      const text = JSON.stringify(member);
      if (read.has(text)) fail(call, `page ${page} repeats items of earlier pages; the list cannot be read whole`);
      read.add(text);
      members.push(member);
    }
  }
}

export async function resolveIris(call: ListCall, transport: ListTransport, members: unknown[]): Promise<unknown[]> {
  return Promise.all(
    members.map(async (member) => {
      if (typeof member !== 'string') return member;
      const target = linkPath(member);
      if (target === null) fail(call, `member ${member} is an IRI the content API does not serve; refused`);
      try {
        return withoutJsonLd(await transport.get(target));
      } catch (error) {
        fail(call, `member ${member} is an IRI and reading it failed: ${(error as Error).message}`);
      }
    }),
  );
}
