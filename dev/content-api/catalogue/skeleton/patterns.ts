/** Patterns: fabrics, leathers, meshes, decors and finishes, and the labels products pick from them. */
import {
  COLOUR_DEFS,
  DECOR_KEYS,
  METAL_FINISHES,
  PATTERN_CATEGORY_KEYS,
  PATTERN_FAMILIES,
  type ColourKey,
  type DecorKey,
  type MaterialKey,
  type MetalFinishKey,
  type PatternCategoryKey,
} from '../taxonomy.ts';
import type { SkelPattern } from './model.ts';
import type { DraftContext } from './context.ts';

function decorColour(decor: DecorKey): ColourKey {
  const map: Record<DecorKey, ColourKey> = {
    naturalOak: 'sand',
    smokedOak: 'beige',
    walnut: 'terracotta',
    ash: 'cream',
    alpineWhite: 'white',
    pearlGrey: 'lightGrey',
    anthracite: 'graphite',
    sandBeige: 'beige',
    fenixBlack: 'black',
    sageGreen: 'green',
  };
  return map[decor];
}

export function draftPatterns({ root, counts }: DraftContext): {
  patterns: SkelPattern[];
  labelPatterns: SkelPattern[];
  labelPatternsFor: (material: MaterialKey) => SkelPattern[];
} {
  const patRng = root.fork('patterns');
  const patterns: SkelPattern[] = [];
  {
    const shares: Record<PatternCategoryKey, number> = { fabrics: 0.45, leathers: 0.15, meshes: 0.1, laminates: 0.2, metal: 0.1 };
    const caps: Partial<Record<PatternCategoryKey, number>> = { laminates: DECOR_KEYS.length * 4, metal: METAL_FINISHES.length };
    const perCat = {} as Record<PatternCategoryKey, number>;
    let total = 0;
    for (const cat of PATTERN_CATEGORY_KEYS) {
      perCat[cat] = Math.max(1, Math.min(caps[cat] ?? Number.POSITIVE_INFINITY, Math.round(counts.patterns * shares[cat])));
      total += perCat[cat];
    }
    perCat.fabrics += Math.max(0, counts.patterns - total);
    const usedCodes = new Set<string>();
    for (const cat of PATTERN_CATEGORY_KEYS) {
      const fam = PATTERN_FAMILIES[cat];
      for (let i = 0; i < perCat[cat]; i++) {
        let baseName = '';
        let decor: DecorKey | null = null;
        let metal: MetalFinishKey | null = null;
        let code = '';
        let colours: ColourKey[];
        if (cat === 'laminates') {
          decor = DECOR_KEYS[i % DECOR_KEYS.length]!;
          code = `L${String(100 + i * 7 + patRng.int(0, 6)).padStart(3, '0')}`;
          baseName = decor;
          colours = [decorColour(decor)];
        } else if (cat === 'metal') {
          const finish = METAL_FINISHES[i % METAL_FINISHES.length]!;
          metal = finish.key;
          code = finish.ral;
          baseName = finish.key;
          colours = [finish.colour];
        } else {
          baseName = fam.names[i % fam.names.length]!;
          do {
            code = `${baseName.slice(0, 3).toUpperCase()}-${patRng.int(10, 99)}${patRng.int(10, 99)}`;
          } while (usedCodes.has(code));
          colours = patRng.sample(
            COLOUR_DEFS.map((c) => c.key),
            patRng.int(1, 3),
          );
        }
        usedCodes.add(code);
        patterns.push({
          id: patterns.length + 1,
          category: cat,
          baseName,
          decor,
          metal,
          code,
          composition: patRng.pick(fam.compositions),
          weight: patRng.int(fam.weight[0], fam.weight[1]),
          priceGroupId: cat === 'metal' ? 1 : patRng.int(1, 5),
          colorIds: colours.map((k) => COLOUR_DEFS.findIndex((c) => c.key === k) + 1),
          certifications: patRng.sample(fam.certs, patRng.int(1, Math.min(3, fam.certs.length))),
          fileIds: [],
          image: { w: 800, h: 800 },
        });
      }
    }
  }
  const labelPatterns = patterns.filter((p) => p.category === 'fabrics' || p.category === 'leathers' || p.category === 'meshes');
  /** Patterns a product photo label may name: leathers for leather, meshes for mesh, fabrics otherwise. */
  const labelPatternsFor = (material: MaterialKey): SkelPattern[] => {
    const cat: PatternCategoryKey =
      material === 'uphLeather' || material === 'uphEcoLeather' ? 'leathers' : material === 'backMesh' ? 'meshes' : 'fabrics';
    const list = labelPatterns.filter((p) => p.category === cat);
    return list.length ? list : labelPatterns;
  };
  return { patterns, labelPatterns, labelPatternsFor };
}
