/** Collections and families, and the product slots of each leaf category assigned to them. */
import type { Rng } from '../random.ts';
import { slugify } from '../slug.ts';
import { FAMILY_NAMES, FAMILY_SYLLABLES, GROUP_MATERIALS, type CategoryKey, type PhotoView } from '../taxonomy.ts';
import {
  LANDSCAPE,
  PORTRAIT,
  WIDE,
  pickDim,
  type PhotoSpec,
  type MovieSpec,
  type SkelCategory,
  type SkelDesigner,
  type SkelCollection,
  type FamilySlot,
} from './model.ts';
import type { DraftContext } from './context.ts';
import { makeMovie } from './movies.ts';

function familyNames(rng: Rng, count: number): string[] {
  const names: string[] = rng.shuffle<string>(FAMILY_NAMES);
  const taken = new Set<string>(names.map((n) => n.toLowerCase()));
  let guard = 0;
  while (names.length < count && guard++ < count * 50) {
    const syllables = rng.int(2, 3);
    let name = '';
    for (let i = 0; i < syllables; i++) name += rng.pick(FAMILY_SYLLABLES);
    name = name.charAt(0).toUpperCase() + name.slice(1);
    if (taken.has(name.toLowerCase())) continue;
    taken.add(name.toLowerCase());
    names.push(name);
  }
  // Beyond the syllable space (huge numeric scales): suffix with a roman-like ordinal.
  let n = 2;
  while (names.length < count) {
    for (const base of FAMILY_NAMES) {
      if (names.length >= count) break;
      names.push(`${base} ${n}`);
    }
    n++;
  }
  return names.slice(0, count);
}

/**
 * Who designed the i-th collection: the first designer (the in-house studio) every other one, so one designer
 * page has more collections than it shows at first; the rest in turn.
 */
function designerOf(i: number, designers: readonly SkelDesigner[]): SkelDesigner {
  if (i % 2 === 0 || designers.length === 1) return designers[0]!;
  return designers[1 + (((i - 1) / 2) % (designers.length - 1))]!;
}

export function draftCollections(
  { root, counts, ids }: DraftContext,
  pRng: Rng,
  { leaves, publishedDesigners }: { leaves: SkelCategory[]; publishedDesigners: SkelDesigner[] },
): { collections: SkelCollection[]; publishedCollections: SkelCollection[]; familyOf: FamilySlot[] } {
  const colRng = root.fork('collections');
  const publishedCollectionCount = counts.collections - 1;
  const collectionProductTarget = Math.round(counts.products * 0.85);
  // Standalone families: roughly one per 2 standalone products.
  const standaloneEstimate = Math.max(4, Math.ceil((counts.products - collectionProductTarget) / 1.6) + leaves.length);
  const names = familyNames(colRng, counts.collections + standaloneEstimate);
  const collections: SkelCollection[] = [];
  for (let i = 0; i < counts.collections; i++) {
    const id = i + 1;
    const family = names[i]!;
    const key = slugify(family);
    const published = i < publishedCollectionCount;
    const designer = published ? designerOf(i, publishedDesigners) : null;
    const photoCount = colRng.int(4, 8);
    const photos: PhotoSpec[] = [];
    for (let p = 1; p <= photoCount; p++) {
      photos.push({
        url: `/uploads/collections/${key}-${p}.jpg`,
        dim: pickDim(colRng, colRng.chance(0.6) ? LANDSCAPE : PORTRAIT),
        view: colRng.pick(['interior', 'set', 'detail', 'variant'] as PhotoView[]),
        label: null,
        tagKey: null,
      });
    }
    // Movies: the first three collections cover every movie type; later ones get 0–2.
    const movies: MovieSpec[] = [];
    if (i === 0) {
      movies.push(makeMovie(colRng, ids.movie(), key, 'file', 'film', true));
      movies.push(makeMovie(colRng, ids.movie(), key, 'youtube', 'makingOf', false));
      movies.push(makeMovie(colRng, ids.movie(), key, 'vimeo', 'howTo', false));
    } else if (i === 1) {
      movies.push(makeMovie(colRng, ids.movie(), key, 'vimeo', 'film', true));
    } else if (i === 2) {
      movies.push(makeMovie(colRng, ids.movie(), key, 'youtube', 'film', false));
    } else {
      const n = colRng.weighted([0, 1, 2], [4, 4, 2]);
      const kinds: MovieSpec['kind'][] = colRng.shuffle(['film', 'makingOf', 'howTo']);
      for (let m = 0; m < n; m++) {
        movies.push(
          makeMovie(
            colRng,
            ids.movie(),
            key,
            colRng.weighted(['file', 'youtube', 'vimeo'] as const, [2, 5, 3]),
            kinds[m]!,
            colRng.chance(0.35),
          ),
        );
      }
    }
    collections.push({
      id,
      family,
      designerId: designer ? designer.id : i === counts.collections - 1 ? (publishedDesigners[0]?.id ?? null) : null,
      position: id,
      year: colRng.int(2016, 2025),
      published,
      material: 'uphMerino',
      imageKey: key,
      hero: pickDim(colRng, WIDE),
      teaser: pickDim(colRng, PORTRAIT),
      photos,
      movies,
      productIds: [],
      sheetFileId: null,
      modelFileIds: [],
      assemblyFileId: null,
    });
  }
  const publishedCollections = collections.filter((c) => c.published);

  const totalWeight = leaves.reduce((s, l) => s + (l.def.weight ?? 1), 0);
  const perLeaf = leaves.map((l) => Math.max(1, Math.floor((counts.products * (l.def.weight ?? 1)) / totalWeight)));
  let assigned = perLeaf.reduce((s, n) => s + n, 0);
  for (let i = 0; assigned < counts.products; i = (i + 1) % leaves.length) {
    perLeaf[i]!++;
    assigned++;
  }
  for (let i = leaves.length - 1; assigned > counts.products; i = (i - 1 + leaves.length) % leaves.length) {
    if (perLeaf[i]! > 1) {
      perLeaf[i]!--;
      assigned--;
    }
  }
  const slots: SkelCategory[] = [];
  leaves.forEach((leaf, i) => {
    for (let n = 0; n < perLeaf[i]!; n++) slots.push(leaf);
  });

  // Assign slots to collections: each collection takes products from one or two product groups.
  const remaining = pRng.shuffle(slots);
  const familyOf: { slot: SkelCategory; family: string; collectionId: number | null }[] = [];
  const groupsOfSlots = [...new Set(slots.map((s) => s.def.group))];
  publishedCollections.forEach((col, ci) => {
    const base = Math.floor(collectionProductTarget / publishedCollections.length);
    const size = Math.max(2, base + (ci < collectionProductTarget % publishedCollections.length ? 1 : 0) + pRng.int(-1, 1));
    const groups = pRng.sample(groupsOfSlots, pRng.chance(0.6) ? 1 : 2);
    col.material = pRng.pick(GROUP_MATERIALS[groups[0]!].primary);
    for (let k = 0; k < size && remaining.length > 0; k++) {
      let idx = remaining.findIndex((s) => groups.includes(s.def.group));
      if (idx < 0) idx = 0;
      const [slot] = remaining.splice(idx, 1);
      familyOf.push({ slot: slot!, family: col.family, collectionId: col.id });
    }
  });
  // The rest: standalone families of 1–3 products in one leaf.
  let nameIdx = counts.collections;
  const byLeaf = new Map<CategoryKey, SkelCategory[]>();
  for (const slot of remaining) byLeaf.set(slot.key, [...(byLeaf.get(slot.key) ?? []), slot]);
  for (const leaf of leaves) {
    const list = byLeaf.get(leaf.key) ?? [];
    while (list.length > 0) {
      const take = Math.min(list.length, pRng.int(1, 3));
      const family = names[nameIdx++] ?? `${names[nameIdx % names.length]} ${nameIdx}`;
      for (const slot of list.splice(0, take)) familyOf.push({ slot, family, collectionId: null });
    }
  }
  // Products ordered by category (as a CMS listing would be), then by family.
  familyOf.sort((a, b) => a.slot.id - b.slot.id || a.family.localeCompare(b.family));
  return { collections, publishedCollections, familyOf };
}
