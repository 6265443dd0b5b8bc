/** Grouping of showrooms by region and of job offers by work type (pure). */
import type { JobOffer, Region, Store } from '#contract/schemas/company.ts';

export interface RegionGroup {
  region: Region;
  stores: Store[];
}

/**
 * Stores grouped by region in the order of `regions` (regions without stores left out); stores whose region
 * is not in the list follow in groups of their own, by first appearance. Stores keep their order, by city
 * then name.
 */
export function groupStoresByRegion(stores: readonly Store[], regions: readonly Region[]): RegionGroup[] {
  const byRegion = new Map<number, RegionGroup>();
  for (const region of regions) byRegion.set(region.id, { region, stores: [] });
  const extra: RegionGroup[] = [];
  for (const store of stores) {
    let group = byRegion.get(store.region.id);
    if (!group) {
      group = { region: store.region, stores: [] };
      byRegion.set(store.region.id, group);
      extra.push(group);
    }
    group.stores.push(store);
  }
  const ordered = [...regions.map((r) => byRegion.get(r.id) as RegionGroup), ...extra].filter((g) => g.stores.length > 0);
  for (const group of ordered) {
    group.stores.sort((a, b) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name));
  }
  return ordered;
}

export interface JobGroup {
  worktype: JobOffer['worktype'];
  offers: JobOffer[];
}

/** Office offers first, then production; newest publication first within a group. */
export function groupJobOffers(offers: readonly JobOffer[]): JobGroup[] {
  return (['office', 'production'] as const).map((worktype) => ({
    worktype,
    offers: offers
      .filter((o) => o.worktype === worktype)
      .sort((a, b) => Date.parse(b.publicationDate) - Date.parse(a.publicationDate)),
  }));
}
