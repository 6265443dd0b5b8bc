/** Products: one per slot, with specs, options, labels, photos and file groups; one left unpublished; similar products. */
import type { Rng } from '../random.ts';
import { slugify } from '../slug.ts';
import {
  COLOUR_DEFS,
  DIM_OPTIONS,
  FEATURE_KEYS,
  FEATURE_TYPES,
  GROUP_MATERIALS,
  PHOTO_VIEWS,
  TAG_DEFS,
  type CategoryKey,
  type DimOptionKey,
  type FeatureKey,
  type FileTypeKey,
  type GroupKey,
  type MaterialKey,
  type ProductTypeKey,
} from '../taxonomy.ts';
import { pl } from '../text/pl.ts';
import {
  LANDSCAPE,
  PORTRAIT,
  SQUARE,
  pickDim,
  type SpecValue,
  type PhotoSpec,
  type SkelCategory,
  type SkelDesigner,
  type SkelCollection,
  type SkelProduct,
  type SkelPattern,
  type FamilySlot,
  patternLabel,
} from './model.ts';

const GROUP_CERT_FILES: Record<GroupKey, string[]> = {
  chairs: ['en1335', 'bifma', 'qualityOffice', 'en1021'],
  tables: ['fsc', 'pefc', 'mobelfakta', 'iso9001'],
  soft: ['en1021', 'oekotex', 'ecolabel'],
  storage: ['fsc', 'pefc', 'iso9001'],
  acoustics: ['greenguard', 'iso14001', 'ecolabel'],
};

const MATERIAL_OPTION: Partial<Record<MaterialKey, DimOptionKey>> = {
  uphLeather: 'uphLeather',
  uphEcoLeather: 'uphEcoLeather',
  uphBoucle: 'uphBoucle',
  uphMerino: 'uphFabric',
  uphRecycled: 'uphFabric',
  uphVelvet: 'uphFabric',
  baseAluminium: 'frameAluminium',
  frameOak: 'frameOak',
  topOak: 'topOak',
  topFenix: 'topFenix',
  topLinoleum: 'topLinoleum',
  bodyOak: 'carcVeneer',
  bodyLaminate: 'carcLaminate',
  bodySteel: 'carcSteel',
  fillPetFelt: 'finPetFelt',
  fillWoolFelt: 'finWoolFelt',
  coverFabric: 'finFabric',
  legsOak: 'legsWood',
};

function specsFor(rng: Rng, group: GroupKey, type: ProductTypeKey): SpecValue[] {
  switch (group) {
    case 'chairs': {
      const stool = type === 'barStool' || type === 'stool';
      const h = stool ? rng.int(7, 10) * 10 : rng.int(80, 98);
      const specs: SpecValue[] = [
        { key: 'height', min: h, max: stool ? undefined : h + rng.int(8, 16), unit: 'cm' },
        { key: 'width', min: rng.int(45, 72), unit: 'cm' },
        { key: 'depth', min: rng.int(48, 68), unit: 'cm' },
        {
          key: 'seatHeight',
          min: stool ? rng.int(60, 80) : rng.int(40, 46),
          max: stool ? undefined : rng.int(51, 56),
          unit: 'cm',
        },
        { key: 'weight', min: rng.int(5, 19), unit: 'kg' },
        { key: 'maxLoad', min: rng.pick([110, 120, 150, 180]), unit: 'kg' },
      ];
      return specs;
    }
    case 'tables': {
      const sitStand = type === 'sitStandDesk';
      const h = type === 'highTable' ? 105 : 74;
      return [
        { key: 'width', min: rng.int(6, 32) * 10, unit: 'cm' },
        { key: 'depth', min: rng.int(6, 14) * 10, unit: 'cm' },
        { key: 'height', min: sitStand ? 62 : h, max: sitStand ? 127 : undefined, unit: 'cm' },
        { key: 'topThickness', min: rng.pick([18, 25, 28, 38]), unit: 'mm' },
        { key: 'maxLoad', min: rng.pick([80, 100, 120, 150]), unit: 'kg' },
      ];
    }
    case 'soft':
      return [
        { key: 'width', min: rng.int(6, 28) * 10, unit: 'cm' },
        { key: 'depth', min: rng.int(60, 95), unit: 'cm' },
        { key: 'height', min: type === 'highBackChair' ? rng.int(120, 145) : rng.int(70, 90), unit: 'cm' },
        { key: 'seatHeight', min: rng.int(40, 46), unit: 'cm' },
      ];
    case 'storage':
      return [
        { key: 'width', min: rng.pick([40, 60, 80, 100, 120]), unit: 'cm' },
        { key: 'depth', min: rng.pick([44, 50, 60]), unit: 'cm' },
        { key: 'height', min: rng.pick([58, 74, 113, 150, 188]), unit: 'cm' },
        { key: 'shelves', min: rng.int(1, 5), unit: null },
      ];
    case 'acoustics': {
      const booth = type === 'phoneBooth' || type === 'meetingPod';
      return [
        { key: 'width', min: booth ? rng.int(10, 24) * 10 : rng.int(6, 16) * 10, unit: 'cm' },
        { key: 'height', min: booth ? rng.int(220, 235) : rng.int(4, 12) * 10, unit: 'cm' },
        {
          key: booth ? 'depth' : 'thickness',
          min: booth ? rng.int(10, 24) * 10 : rng.pick([20, 40, 60]),
          unit: booth ? 'cm' : 'mm',
        },
        { key: 'absorption', min: 0, unit: null, text: rng.pick(['A', 'A', 'B', 'C']) },
      ];
    }
  }
}

// ---------------------------------------------------------------------------------------------- build

export function draftProducts(
  pRng: Rng,
  mRng: Rng,
  drafted: {
    categoryByKey: Map<CategoryKey, SkelCategory>;
    categoryModelFile: Map<CategoryKey, number>;
    certFileIds: Map<string, number>;
    collections: SkelCollection[];
    familyOf: FamilySlot[];
    fileIdsByKey: Record<string, number>;
    labelPatterns: SkelPattern[];
    labelPatternsFor: (material: MaterialKey) => SkelPattern[];
    publishedDesigners: SkelDesigner[];
  },
): SkelProduct[] {
  const {
    categoryByKey,
    categoryModelFile,
    certFileIds,
    collections,
    familyOf,
    fileIdsByKey,
    labelPatterns,
    labelPatternsFor,
    publishedDesigners,
  } = drafted;
  const products: SkelProduct[] = [];
  const modelNos = new Map<string, Set<number>>();
  const imageKeys = new Set<string>();
  familyOf.forEach((entry, i) => {
    const id = i + 1;
    const leaf = entry.slot;
    const group = leaf.def.group;
    const rng = pRng.fork(id);
    const typeKey = rng.pick<ProductTypeKey>(leaf.def.types ?? ['taskChair']);
    const used = modelNos.get(entry.family) ?? new Set<number>();
    modelNos.set(entry.family, used);
    let modelNo = 0;
    do {
      modelNo = rng.int(1, 9) * 100 + rng.int(0, 9) * 10;
    } while (used.has(modelNo) || modelNo < 100);
    used.add(modelNo);
    const col = entry.collectionId ? collections[entry.collectionId - 1]! : null;
    const designerIds: number[] = [];
    if (col?.designerId) designerIds.push(col.designerId);
    else designerIds.push(rng.pick(publishedDesigners).id);
    if (rng.chance(0.25)) {
      const second = rng.pick(publishedDesigners).id;
      if (!designerIds.includes(second)) designerIds.push(second);
    }
    const eco = rng.chance(0.3);
    const mats = GROUP_MATERIALS[group];
    const m1 = col && mats.primary.includes(col.material) && rng.chance(0.6) ? col.material : rng.pick(mats.primary);
    const m2 = rng.pick(mats.secondary);
    const tagPool = TAG_DEFS.map((t) => t.key).filter(
      (k) => k !== 'eco' && (k !== 'acoustic' || group === 'acoustics' || group === 'soft'),
    );
    const tagKeys = rng.sample(tagPool, rng.int(eco ? 1 : 2, eco ? 4 : 5));
    if (eco) tagKeys.unshift('eco');
    if (col && col.year >= 2025 && !tagKeys.includes('new')) tagKeys.splice(1, 0, 'new');
    while (tagKeys.length > 5) tagKeys.pop();
    const optionKeys: DimOptionKey[] = leaf.def.dims.map((dim) => {
      const options = DIM_OPTIONS[dim] as readonly DimOptionKey[];
      const fromMaterial = [MATERIAL_OPTION[m1], MATERIAL_OPTION[m2]].find((o) => o && options.includes(o));
      return fromMaterial ?? rng.pick(options);
    });
    const checkboxKeys = leaf.def.checks.filter(() => rng.chance(0.5));
    let imageKey = slugify(pl.productName(pl.productTypes[typeKey], `${entry.family} ${modelNo}`));
    if (imageKeys.has(imageKey)) imageKey = `${imageKey}-${id}`;
    imageKeys.add(imageKey);
    const photoCount = rng.int(4, 8);
    const views = rng.sample(PHOTO_VIEWS, photoCount);
    const photos: PhotoSpec[] = views.map((view, n) => ({
      url: `/uploads/products/${imageKey}-${n + 1}.jpg`,
      dim: pickDim(rng, view === 'interior' || view === 'set' ? LANDSCAPE : rng.chance(0.5) ? SQUARE : PORTRAIT),
      view,
      label:
        (view === 'variant' || view === 'closeUp') && labelPatterns.length
          ? {
              kind: group === 'chairs' || group === 'soft' ? 'upholstery' : 'finish',
              value: patternLabel(rng.pick(labelPatternsFor(m1))),
            }
          : view === 'set' && rng.chance(0.5)
            ? { kind: 'version', value: `${entry.family} ${modelNo}` }
            : null,
      tagKey: n === 0 || rng.chance(0.2) ? (tagKeys[rng.int(0, tagKeys.length - 1)] ?? null) : null,
    }));
    const fileGroups: { type: FileTypeKey; fileIds: number[] }[] = [];
    fileGroups.push({
      type: 'productSheets',
      fileIds: [
        col?.sheetFileId ?? leaf.pdfFileId ?? categoryByKey.get(leaf.def.key)!.pdfFileId ?? fileIdsByKey.catalogueGeneral!,
      ].filter((x): x is number => x != null),
    });
    fileGroups.push({
      type: 'models3d',
      fileIds: col?.modelFileIds.length ? col.modelFileIds.slice() : [categoryModelFile.get(leaf.key)!],
    });
    if (rng.chance(0.7))
      fileGroups.push({ type: 'certificates', fileIds: rng.sample(GROUP_CERT_FILES[group], 2).map((k) => certFileIds.get(k)!) });
    if (col?.assemblyFileId && rng.chance(0.5)) fileGroups.push({ type: 'assembly', fileIds: [col.assemblyFileId] });
    while (fileGroups.length > 3) fileGroups.pop();
    const colourPool = COLOUR_DEFS.map((c) => c.key);
    products.push({
      id,
      leafKey: leaf.key,
      categoryId: leaf.id,
      group,
      typeKey,
      family: entry.family,
      modelNo,
      collectionId: entry.collectionId,
      designerIds,
      tagKeys,
      eco,
      configurator: rng.chance(0.25),
      materials: [m1, m2],
      features: rng.sample(
        FEATURE_KEYS[group].filter((f: FeatureKey) => !FEATURE_TYPES[f] || FEATURE_TYPES[f]!.includes(typeKey)),
        rng.int(3, 4),
      ),
      specs: specsFor(rng, group, typeKey),
      colours: rng.sample(colourPool, rng.int(3, 6)),
      warranty: group === 'chairs' && rng.chance(0.6) ? 10 : 5,
      imageKey,
      teaser: pickDim(rng, rng.chance(0.5) ? SQUARE : PORTRAIT),
      photos,
      optionKeys,
      checkboxKeys,
      similarIds: [],
      realizationIds: [],
      fileGroups,
      published: true,
      updatedDays: rng.int(1, 500),
      seoNull: rng.chance(0.12),
      introIdx: rng.int(0, 5),
    });
    if (col) col.productIds.push(id);
  });
  // One unpublished product (preview only); nothing else refers to it.
  const unpublishedProduct = products[mRng.int(Math.floor(products.length / 2), products.length - 1)]!;
  unpublishedProduct.published = false;
  // Similar products: 3–6 published ones from the same leaf, topped up from the same group.
  {
    const byLeafIds = new Map<CategoryKey, number[]>();
    const byGroupIds = new Map<GroupKey, number[]>();
    for (const p of products) {
      if (!p.published) continue;
      byLeafIds.set(p.leafKey, [...(byLeafIds.get(p.leafKey) ?? []), p.id]);
      byGroupIds.set(p.group, [...(byGroupIds.get(p.group) ?? []), p.id]);
    }
    for (const p of products) {
      const rng = pRng.fork(`similar-${p.id}`);
      const n = rng.int(3, 6);
      const sameLeaf = rng.sample(
        (byLeafIds.get(p.leafKey) ?? []).filter((x) => x !== p.id),
        n,
      );
      const rest = rng.sample(
        (byGroupIds.get(p.group) ?? []).filter((x) => x !== p.id && !sameLeaf.includes(x)),
        n - sameLeaf.length,
      );
      p.similarIds = [...sameLeaf, ...rest];
      if (p.similarIds.length < 3)
        p.similarIds.push(
          ...rng.sample(
            products.filter((o) => o.published && o.id !== p.id && !p.similarIds.includes(o.id)).map((o) => o.id),
            3 - p.similarIds.length,
          ),
        );
    }
  }
  return products;
}
