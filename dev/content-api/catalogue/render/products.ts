/** Products: names, texts, specs, photos, options and file groups. */
import { a, esc, p, ul } from '../html.ts';
import type { SkelProduct } from '../skeleton/model.ts';
import { slugify } from '../slug.ts';
import { BRAND_DOMAIN } from '../taxonomy.ts';
import type { PhraseBank, ProductCtx } from '../text/types.ts';
import type { ProductRecord, TabRecord } from '../types.ts';
import { CHECKBOX_ID, type LocaleContext, cap, image, listJoin } from './context.ts';

export function renderProducts(ctx: LocaleContext) {
  const {
    locale,
    bank,
    path,
    tagByKey,
    productSlugs,
    productNames,
    designerNames,
    products,
    collections,
    okProduct,
    okRealization,
    photo,
    seo,
  } = ctx;
  const renderProduct = (pr: SkelProduct): ProductRecord => {
    const name = productNames.get(pr.id)!;
    const model = `${pr.family} ${pr.modelNo}`;
    const type = bank.productTypes[pr.typeKey];
    const m1 = bank.materials[pr.materials[0]];
    const m2 = bank.materials[pr.materials[1]];
    const collectionId = pr.collectionId && ctx.presentCollection(pr.collectionId) ? pr.collectionId : null;
    const pctx: ProductCtx = {
      name,
      family: pr.family,
      model,
      type,
      m1: m1.phrase,
      m1Noun: m1.noun,
      m2: m2.phrase,
      m2Noun: m2.noun,
      designers: listJoin(
        pr.designerIds.map((id) => designerNames.get(id)!),
        bank.and,
      ),
      collection: collectionId ? collections[collectionId - 1]!.family : null,
      warranty: pr.warranty,
      year: 2026,
    };
    const intros = bank.intros[pr.group];
    const shortDescription = bank.shortDescription(pctx);
    const description =
      p(intros[pr.introIdx % intros.length]!(pctx)) +
      ul(pr.features.map((f) => bank.features[f])) +
      p(bank.closings.map((c) => c(pctx)).join(' '));
    const specRows = pr.specs.map((s) => {
      const unit = s.unit ? ` ${bank.units[s.unit]}` : '';
      const value = s.text ?? (s.max !== undefined ? `${s.min}–${s.max}${unit}` : `${s.min}${unit}`);
      return `<li><strong>${esc(bank.specs[s.key])}${esc(bank.colon)}</strong> ${esc(value)}</li>`;
    });
    const tabBase = (pr.id - 1) * 4;
    const tabs: TabRecord[] = [
      {
        id: tabBase + 1,
        name: bank.tabs.specs,
        type: 'product_dropdown_tab',
        is_row: false,
        content: `<ul>${specRows.join('')}</ul>`,
      },
      {
        id: tabBase + 2,
        name: bank.tabs.materials,
        type: 'product_dropdown_tab',
        is_row: false,
        content: `<p><strong>${esc(cap(m1.noun))}</strong>, ${esc(m2.noun)}.</p>${ul(pr.colours.map((c) => bank.colours[c]))}<p>${a(path('patterns'), bank.nodes.patterns.title)}</p>`,
      },
      {
        id: tabBase + 3,
        name: bank.tabs.care,
        type: 'product_dropdown_tab',
        is_row: false,
        content: ul(bank.care[pr.group]) + p(bank.warranty(pr.warranty)),
      },
      {
        id: tabBase + 4,
        name: bank.tabs.downloads,
        type: 'product_file_list',
        is_row: true,
        groups: pr.fileGroups.map((g) => ({ category: bank.files.types[g.type], fileIds: g.fileIds.slice() })),
      },
    ];
    const teaserUrl = `/uploads/products/${pr.imageKey}-teaser.jpg`;
    return {
      id: pr.id,
      name,
      slug: productSlugs.get(pr.id)!,
      shortDescription,
      description,
      categoryId: pr.categoryId,
      collectionId,
      designerIds: pr.designerIds.slice(),
      tagIds: pr.tagKeys.map((k) => tagByKey.get(k)!.id),
      teaserImage: image(teaserUrl, pr.teaser, name),
      images: pr.photos.map((ph) =>
        photo(
          ph,
          `${model} – ${bank.views[ph.view as keyof PhraseBank['views']]}`,
          `${name} – ${bank.views[ph.view as keyof PhraseBank['views']]}`,
        ),
      ),
      tabs,
      similarProductIds: pr.similarIds.filter(okProduct),
      realizationIds: pr.realizationIds.filter(okRealization),
      ecoFriendlyProduct: pr.eco,
      productConfiguratorUrl: pr.configurator ? `https://configurator.${BRAND_DOMAIN}/${locale}/${slugify(model)}` : null,
      filterOptionSlugs: pr.optionKeys.map((k) => slugify(bank.dimOptions[k])),
      checkboxIds: pr.checkboxKeys.map(CHECKBOX_ID),
      published: pr.published,
      ...seo(name, shortDescription, teaserUrl, pr.seoNull),
    };
  };
  const productRecords = products.filter((pr) => ctx.presentProduct(pr.id)).map(renderProduct);
  return productRecords;
}
