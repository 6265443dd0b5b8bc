/** Patterns, their categories, colours and price groups. */
import { patternLabel } from '../skeleton/model.ts';
import { slugify, uniqueSlug } from '../slug.ts';
import { COLOUR_DEFS, PATTERN_CATEGORY_KEYS } from '../taxonomy.ts';
import type { PatternRecord } from '../types.ts';
import { type LocaleContext, image } from './context.ts';

export function renderPatterns(ctx: LocaleContext) {
  const { skel, bank } = ctx;
  const patternCategories = PATTERN_CATEGORY_KEYS.map((key, i) => ({
    id: i + 1,
    slug: slugify(bank.patterns.categories[key]),
    name: bank.patterns.categories[key],
    position: i + 1,
  }));
  const patternColors = COLOUR_DEFS.map((c, i) => ({
    id: i + 1,
    name: bank.colours[c.key],
    hex: c.hex,
    image:
      i % 4 === 0 ? image(`/uploads/patterns/colors/${c.key.toLowerCase()}.jpg`, { w: 400, h: 400 }, bank.colours[c.key]) : null,
  }));
  const patternPriceGroups = [1, 2, 3, 4, 5].map((n) => ({ id: n, name: bank.patterns.priceGroup(n), position: n }));
  const patternRecords: PatternRecord[] = [];
  {
    const taken = new Set<string>();
    for (const pat of skel.patterns) {
      const name = pat.decor
        ? `${bank.patterns.decors[pat.decor]} ${pat.code}`
        : pat.metal
          ? `${bank.patterns.metals[pat.metal]} ${pat.code}`
          : patternLabel(pat);
      const catIndex = PATTERN_CATEGORY_KEYS.indexOf(pat.category) + 1;
      patternRecords.push({
        id: pat.id,
        name,
        slug: uniqueSlug(taken, slugify(name)),
        code: pat.code,
        categoryId: catIndex,
        image: image(`/uploads/patterns/${slugify(pat.code)}.jpg`, pat.image, name),
        composition: bank.patterns.compositions[pat.composition],
        weight: pat.weight,
        care: bank.patterns.care[pat.category],
        priceGroupId: pat.priceGroupId,
        colorIds: pat.colorIds.slice(),
        certifications: pat.certifications.slice(),
        fileIds: pat.fileIds.slice(),
      });
    }
  }
  return { patternCategories, patternColors, patternPriceGroups, patternRecords };
}
