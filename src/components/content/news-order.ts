/** News list ordering (sort by latest or oldest). Pure. */
export type NewsOrder = 'latest' | 'oldest';

export function sortPosts<T extends { published: string; id: number | string }>(
  posts: readonly T[],
  order: NewsOrder = 'latest',
): T[] {
  const time = (p: T) => {
    const value = Date.parse(p.published);
    return Number.isNaN(value) ? 0 : value;
  };
  const sign = order === 'latest' ? -1 : 1;
  return [...posts].sort((a, b) => sign * (time(a) - time(b)) || String(a.id).localeCompare(String(b.id)));
}
