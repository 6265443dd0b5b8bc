/**
 * The contact people grouped by the contact region they cover, in the regions' order; a person covering several
 * regions is listed under each, and people without a region come last under `otherName`. Empty regions are left out.
 */
export interface RegionGroup<P> {
  id: string;
  name: string;
  people: P[];
}

export function peopleByRegion<P extends { regionIds?: number[] }>(
  regions: readonly { id: number; name: string; slug: string }[],
  people: readonly P[],
  otherName: string,
): RegionGroup<P>[] {
  const groups: RegionGroup<P>[] = regions.map((region) => ({
    id: region.slug,
    name: region.name,
    people: people.filter((p) => p.regionIds?.includes(region.id)),
  }));
  const known = new Set(regions.map((r) => r.id));
  const other = people.filter((p) => !p.regionIds?.some((id) => known.has(id)));
  if (other.length) groups.push({ id: 'other', name: otherName, people: other });
  return groups.filter((g) => g.people.length > 0);
}
