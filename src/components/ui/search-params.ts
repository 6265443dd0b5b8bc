/**
 * A page's query with some of its parameters written in: each non-empty value set, each empty one removed,
 * the other parameters (a campaign's `utm_*`, another filter) kept as they were; '' when nothing is left, so
 * the address of an unfiltered list has no stray `?`.
 */
export function searchWith(search: string, values: Readonly<Record<string, string | null>>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(values)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
