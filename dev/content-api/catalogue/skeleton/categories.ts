/** Categories: the taxonomy tree flattened depth-first, with images and update dates. */
import { slugify } from '../slug.ts';
import { CATEGORY_TREE, type CategoryDef, type CategoryKey } from '../taxonomy.ts';
import { pl } from '../text/pl.ts';
import { LANDSCAPE, pickDim, type SkelCategory } from './model.ts';
import type { DraftContext } from './context.ts';

/** Flattens the category tree depth-first. */
function flattenTree(): { def: CategoryDef; parent: CategoryDef | null; depth: number; position: number }[] {
  const out: { def: CategoryDef; parent: CategoryDef | null; depth: number; position: number }[] = [];
  const walk = (defs: CategoryDef[], parent: CategoryDef | null, depth: number) => {
    defs.forEach((def, i) => {
      out.push({ def, parent, depth, position: i + 1 });
      if (def.children) walk(def.children, def, depth + 1);
    });
  };
  walk(CATEGORY_TREE, null, 1);
  return out;
}

export function draftCategories({ root }: DraftContext): {
  categories: SkelCategory[];
  categoryByKey: Map<CategoryKey, SkelCategory>;
  leaves: SkelCategory[];
} {
  const flat = flattenTree();
  const categories: SkelCategory[] = [];
  const catRng = root.fork('categories');
  const idByDef = new Map<CategoryDef, number>();
  flat.forEach((entry, i) => {
    const id = i + 1;
    idByDef.set(entry.def, id);
    categories.push({
      id,
      key: entry.def.key,
      def: entry.def,
      parentId: entry.parent ? (idByDef.get(entry.parent) ?? null) : null,
      depth: entry.depth,
      position: entry.position,
      leaf: !entry.def.children,
      draft: entry.def.draft === true,
      imageKey: slugify(pl.categories[entry.def.key].name),
      image: pickDim(catRng, LANDSCAPE),
      pdfFileId: null,
      updatedDays: catRng.int(5, 400),
      seoNull: catRng.chance(0.15),
    });
  });
  const categoryByKey = new Map(categories.map((c) => [c.key, c]));
  const leaves = categories.filter((c) => c.leaf && !c.draft);
  return { categories, categoryByKey, leaves };
}
