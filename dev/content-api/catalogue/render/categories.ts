/** Product categories with their filter options and checkboxes. */
import { p } from '../html.ts';
import { slugify } from '../slug.ts';
import type { PhraseBank } from '../text/types.ts';
import type { CategoryRecord } from '../types.ts';
import { CHECKBOX_ID, DIM_ID, DIM_OPTIONS_OF, type LocaleContext, image, isoDaysBefore } from './context.ts';

export function renderCategories(ctx: LocaleContext) {
  const { skel, bank, categorySlugs, seo } = ctx;
  const categories: CategoryRecord[] = skel.categories.map((cat) => {
    const text = bank.categories[cat.key];
    return {
      id: cat.id,
      slug: categorySlugs.get(cat.id)!,
      name: text.name,
      description: p(text.description),
      parentId: cat.parentId,
      position: cat.position,
      updated: isoDaysBefore(cat.updatedDays),
      status: cat.draft ? 'STATUS_DRAFT' : 'STATUS_PUBLISHED',
      pdfFileId: cat.pdfFileId,
      image: image(`/uploads/categories/${cat.imageKey}.jpg`, cat.image, text.name),
      options: cat.def.dims.map((dim) => ({
        id: DIM_ID(dim),
        name: bank.dims[dim],
        options: (DIM_OPTIONS_OF(dim) as readonly string[]).map((opt) => ({
          slug: slugify(bank.dimOptions[opt as keyof PhraseBank['dimOptions']]),
          name: bank.dimOptions[opt as keyof PhraseBank['dimOptions']],
        })),
      })),
      checkboxs: cat.def.checks.map((key) => ({ id: CHECKBOX_ID(key), label: bank.checkboxes[key] })),
      ...seo(text.name, text.description, `/uploads/categories/${cat.imageKey}.jpg`, cat.seoNull),
    };
  });
  return categories;
}
