/**
 * Stage 2 of the generator: one locale's records from the skeleton and the locale's phrase bank.
 * Everything here is deterministic given the skeleton; no randomness is drawn.
 */
import type { Image } from '#contract/schemas/common.ts';
import type { GalleryPhoto, Movie, Tag } from '#contract/schemas/media.ts';
import { a, esc, h, p, ul } from './html.ts';
import type { BlockSpec, Dim, Missing, MovieSpec, PhotoSpec, Skeleton, SkelPost, SkelProduct } from './skeleton.ts';
import { FORMATS, patternLabel } from './skeleton.ts';
import { slugify, uniqueSlug } from './slug.ts';
import {
  BRAND_DOMAIN,
  CITY_BY_KEY,
  COLOUR_DEFS,
  CONTACT_PEOPLE,
  DEPARTMENT_EMAILS,
  DEPARTMENT_KEYS,
  FAIRS,
  FILE_TYPE_KEYS,
  LOOSE_CATEGORY_KEYS,
  PATTERN_CATEGORY_KEYS,
  REALIZATION_CATEGORY_KEYS,
  SALES_REGIONS,
  TAG_DEFS,
  VOIVODESHIP_KEYS,
  type CategoryKey,
  type ContactPositionKey,
  type FileTypeKey,
  type LooseCategoryKey,
  type NodeKey,
  type PersonName,
  type SalesRegionKey,
  type SpaceKey,
  type TagKey,
} from './taxonomy.ts';
import type { PhraseBank, PostCtx, PostKindTexts, ProductCtx } from './text/types.ts';
import type { StoredFile } from './generate.ts';
import type {
  BlockRecord,
  CategoryRecord,
  CollectionRecord,
  DesignerRecord,
  InspirationRecord,
  LocaleCatalogue,
  LocaleCode,
  PatternRecord,
  PostRecord,
  ProductRecord,
  RealizationRecord,
  SliderRecord,
  StoreRecord,
  StoryRecord,
  TabRecord,
} from './types.ts';
import { renderSite } from './site.ts';
import { CHECKBOX_KEYS, DIM_KEYS, DIM_OPTIONS, type CheckboxKey, type DimKey } from './taxonomy.ts';

const iso = (ms: number): string => new Date(ms).toISOString();
const EPOCH = Date.UTC(2026, 0, 1);
const isoDaysBefore = (days: number): string => iso(EPOCH - days * 86_400_000 - 9 * 3_600_000);

export interface RenderCtx {
  skel: Skeleton;
  locale: LocaleCode;
  bank: PhraseBank;
  missing: Missing;
  /** Site path of a node in this locale ('/produkty'). */
  path(key: NodeKey): string;
  tagByKey: Map<TagKey, Tag>;
  categoryPaths: Map<number, string>;
  productSlugs: Map<number, string>;
  productNames: Map<number, string>;
  collectionSlugs: Map<number, string>;
  designerNames: Map<number, string>;
  presentProduct(id: number): boolean;
  presentPost(id: number): boolean;
  presentCollection(id: number): boolean;
}

export function image(url: string, dim: Dim, alt: string): Image {
  return { url, alt, width: dim.w, height: dim.h };
}

export function personName(person: PersonName, locale: LocaleCode): string {
  return locale === 'ru' ? `${person.ruFirst} ${person.ruLast}` : `${person.first} ${person.last}`;
}

function listJoin(items: string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function renderLocale(skel: Skeleton, locale: LocaleCode, bank: PhraseBank): LocaleCatalogue {
  const missing = skel.missing[locale];
  const products = skel.products;
  const collections = skel.collections;
  const path = (key: NodeKey) => (bank.nodes[key].path ? `/${bank.nodes[key].path}` : '/');

  // ------------------------------------------------------------------------------------------- tags
  const tags: Tag[] = TAG_DEFS.map((t, i) => ({
    id: i + 1,
    name: bank.tags[t.key].name,
    color: t.color,
    textColor: t.textColor,
    description: bank.tags[t.key].description,
  }));
  const tagByKey = new Map<TagKey, Tag>(TAG_DEFS.map((t, i) => [t.key, tags[i]!]));
  const tagCopy = (key: TagKey): Tag => ({ ...tagByKey.get(key)! });

  // ------------------------------------------------------------------------------------------- names & slugs
  const takenCatalogueSlugs = new Set<string>();
  const categorySlugs = new Map<number, string>();
  for (const cat of skel.categories)
    categorySlugs.set(cat.id, uniqueSlug(takenCatalogueSlugs, slugify(bank.categories[cat.key].name)));
  const categoryPaths = new Map<number, string>();
  for (const cat of skel.categories) {
    const parent = cat.parentId ? categoryPaths.get(cat.parentId) : null;
    categoryPaths.set(cat.id, parent ? `${parent}/${categorySlugs.get(cat.id)}` : categorySlugs.get(cat.id)!);
  }
  const designerNames = new Map<number, string>(skel.designers.map((d) => [d.id, personName(d, locale)]));
  const productNames = new Map<number, string>();
  const productSlugs = new Map<number, string>();
  for (const pr of products) {
    if (missing.products.has(pr.id)) continue;
    const name = bank.productName(bank.productTypes[pr.typeKey], `${pr.family} ${pr.modelNo}`);
    productNames.set(pr.id, name);
    productSlugs.set(pr.id, uniqueSlug(takenCatalogueSlugs, slugify(name)));
  }
  const collectionSlugs = new Map<number, string>();
  {
    const taken = new Set<string>();
    for (const c of collections)
      if (!missing.collections.has(c.id)) collectionSlugs.set(c.id, uniqueSlug(taken, slugify(c.family)));
  }

  const ctx: RenderCtx = {
    skel,
    locale,
    bank,
    missing,
    path,
    tagByKey,
    categoryPaths,
    productSlugs,
    productNames,
    collectionSlugs,
    designerNames,
    presentProduct: (id) => !missing.products.has(id),
    presentPost: (id) => !missing.posts.has(id),
    presentCollection: (id) => !missing.collections.has(id),
  };
  /** A reference other records may hold: present in this locale and published. */
  const okProduct = (id: number) => ctx.presentProduct(id) && products[id - 1]!.published;
  const okCollection = (id: number) => ctx.presentCollection(id) && collections[id - 1]!.published;
  const okRealization = (id: number) => skel.realizations[id - 1]!.published;

  const photo = (spec: PhotoSpec, name: string, alt: string): GalleryPhoto => ({
    image: image(spec.url, spec.dim, alt),
    name,
    tags: spec.tagKey ? [tagCopy(spec.tagKey)] : [],
    label: spec.label ? `${bank.photoLabels[spec.label.kind]}${bank.colon} ${spec.label.value}` : null,
  });
  const movie = (spec: MovieSpec, subject: string): Movie => ({
    id: spec.id,
    name: `${subject} – ${bank.collections.movies[spec.kind]}`,
    movieUrl: spec.url,
    type: spec.type,
    wide: spec.wide,
    poster: image(spec.poster.url, spec.poster.dim, `${subject} – ${bank.collections.movies[spec.kind]}`),
  });
  const seo = (title: string, description: string | null, imageSrc: string | null, blank: boolean) => ({
    seoTitle: blank ? null : `${title}${bank.seoSuffix}`,
    seoDescription: blank ? null : description,
    seoImageSrc: imageSrc,
  });

  // ------------------------------------------------------------------------------------------- files
  const fileTypeIndex = (key: FileTypeKey) => FILE_TYPE_KEYS.indexOf(key) + 1;
  const looseIndex = (key: LooseCategoryKey) => LOOSE_CATEGORY_KEYS.indexOf(key) + 1;
  const fileName = (f: Skeleton['files'][number]): string => {
    switch (f.kind) {
      case 'catalogue':
        return bank.files.catalogues[f.param as 'general' | 'seating' | 'softAcoustics'];
      case 'categoryCatalogue':
        return bank.files.categoryCatalogue(bank.categories[f.param as CategoryKey].name);
      case 'categoryModels':
        return bank.files.categoryModels(bank.categories[f.param as CategoryKey].name);
      case 'productSheet':
        return bank.files.productSheet(f.param);
      case 'model3d':
        return bank.files.model3d(f.param, FORMATS[f.ext].format);
      case 'assembly':
        return bank.files.assembly(f.param);
      case 'photos':
        return bank.files.photos(f.param);
      case 'certificate':
        return bank.files.certificate(f.param);
      case 'brochure':
        return bank.files.brochures[f.param as keyof PhraseBank['files']['brochures']];
      case 'document':
        return bank.files.documents[f.param as keyof PhraseBank['files']['documents']];
      case 'patternCard':
        return f.param.startsWith('category:')
          ? bank.files.patternCard(bank.patterns.categories[f.param.slice(9) as (typeof PATTERN_CATEGORY_KEYS)[number]])
          : bank.files.patternCard(f.param);
      case 'logo':
        return bank.files.logo;
      case 'favicon':
        return bank.files.favicon;
      case 'factoryPhoto':
        return bank.files.factoryPhoto;
      case 'pressPack':
        return bank.files.pressPack;
    }
  };
  const files: StoredFile[] = skel.files.map((f) => ({
    id: f.id,
    name: fileName(f),
    path: `/uploads/files/${f.id}-${f.filename}`,
    filename: f.filename,
    size: f.size,
    mime: FORMATS[f.ext].mime,
    format: FORMATS[f.ext].format,
    isInDownloadCenter: f.inDownloadCenter,
    fileTypeId: fileTypeIndex(f.typeKey),
    looseCategoryId: f.looseKey ? looseIndex(f.looseKey) : null,
    lastModified: isoDaysBefore(f.lastModifiedDays),
  }));
  const fileTypes = FILE_TYPE_KEYS.map((key, i) => ({
    id: i + 1,
    name: bank.files.types[key],
    slug: slugify(bank.files.types[key]),
  }));
  const LOOSE_TYPE: Record<LooseCategoryKey, FileTypeKey | null> = {
    catalogues2026: 'catalogues',
    qualityCerts: 'certificates',
    environmentalCerts: 'certificates',
    forArchitects: 'models3d',
    productPhotos: 'photos',
    pressKit: null,
    forms: 'documents',
    patternCards: 'patternCards',
  };
  const looseFileCategories = LOOSE_CATEGORY_KEYS.map((key, i) => ({
    id: i + 1,
    name: bank.files.loose[key],
    slug: slugify(bank.files.loose[key]),
    fileTypeId: LOOSE_TYPE[key] ? fileTypeIndex(LOOSE_TYPE[key]) : null,
  }));

  // ------------------------------------------------------------------------------------------- categories
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

  // ------------------------------------------------------------------------------------------- products
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

  // ------------------------------------------------------------------------------------------- designers
  const designerRecords: DesignerRecord[] = skel.designers.map((d) => {
    const name = designerNames.get(d.id)!;
    const own = collections
      .filter((c) => c.designerId === d.id && c.published && ctx.presentCollection(c.id))
      .map((c) => c.family);
    const dctx = {
      name,
      g: d.g,
      city: bank.cities[d.city],
      country: bank.countries[d.country],
      year: d.year,
      collections: own,
      award: d.award,
    };
    const content = bank.designers.bios.map((bio) => p(bio(dctx))).join('');
    const url = `/uploads/designers/${d.imageKey}.jpg`;
    return {
      id: d.id,
      name,
      slug: slugify(name),
      image: image(url, d.image, bank.designers.portraitAlt(name)),
      content,
      published: d.published,
      ...seo(name, null, url, false),
    };
  });
  {
    const taken = new Set<string>();
    for (const d of designerRecords) d.slug = uniqueSlug(taken, d.slug);
  }

  // ------------------------------------------------------------------------------------------- collections
  const collectionRecords: CollectionRecord[] = collections
    .filter((c) => ctx.presentCollection(c.id))
    .map((c) => {
      const designer = c.designerId ? skel.designers[c.designerId - 1]! : null;
      const own = c.productIds.filter(okProduct);
      const types = [...new Set(own.map((id) => bank.productTypes[products[id - 1]!.typeKey]))].slice(0, 4);
      const cctx = {
        name: c.family,
        designer: designer ? designerNames.get(designer.id)! : null,
        g: designer ? designer.g : null,
        types: types.length ? types : [bank.productTypes.conferenceChair],
        material: bank.materials[c.material].noun,
        year: c.year,
        count: own.length,
      };
      const description = bank.collections.descriptions.map((d) => p(d(cctx))).join('');
      const heroUrl = `/uploads/collections/${c.imageKey}-hero.jpg`;
      return {
        id: c.id,
        name: c.family,
        slug: collectionSlugs.get(c.id)!,
        position: c.position,
        description,
        image: image(heroUrl, c.hero, bank.collections.heroAlt(c.family)),
        teaserImage: image(`/uploads/collections/${c.imageKey}-teaser.jpg`, c.teaser, bank.collections.heroAlt(c.family)),
        designerId: c.designerId,
        images: c.photos.map((ph) =>
          photo(
            ph,
            `${c.family} – ${bank.views[ph.view as keyof PhraseBank['views']]}`,
            `${bank.collections.heroAlt(c.family)} – ${bank.views[ph.view as keyof PhraseBank['views']]}`,
          ),
        ),
        movies: c.movies.map((m) => movie(m, c.family)),
        published: c.published,
        ...seo(c.family, cctx.designer ? `${c.family} – ${cctx.designer}` : c.family, heroUrl, false),
      };
    });

  // ------------------------------------------------------------------------------------------- realizations
  const realizationNames = new Map<number, string>();
  const realizationRecords: RealizationRecord[] = [];
  {
    const taken = new Set<string>();
    for (const r of skel.realizations) {
      const kind = bank.realizations.kinds[r.kind];
      const city = bank.cities[r.city];
      const name = bank.realizations.name(kind, r.client, city);
      realizationNames.set(r.id, name);
      const country = bank.countries[CITY_BY_KEY[r.city].country];
      const productIds = r.productIds.filter(okProduct);
      const rctx = {
        name,
        kind,
        client: r.client,
        city,
        country,
        area: r.area,
        seats: r.seats,
        year: r.year,
        studio: r.studio,
        products: productIds.slice(0, 3).map((id) => productNames.get(id)!),
      };
      const spaceName = (s: string) => bank.inspirations.spaces[s as SpaceKey];
      const ctaCollection =
        r.cta === 'collection' && r.ctaCollectionId && okCollection(r.ctaCollectionId) ? r.ctaCollectionId : null;
      const heroUrl = `/uploads/realizations/${r.imageKey}-hero.jpg`;
      realizationRecords.push({
        id: r.id,
        name,
        slug: uniqueSlug(taken, slugify(name)),
        location: `${city}, ${country}`,
        categoryId: r.categoryIndex,
        image: image(heroUrl, r.hero, name),
        teaserImage: image(`/uploads/realizations/${r.imageKey}-teaser.jpg`, r.teaser, name),
        photographerNote: `${bank.realizations.photo} ${personName(r.photographer, locale)}`,
        investorNote: r.client
          ? `${bank.realizations.investor}${bank.colon} ${r.client}`
          : `${bank.realizations.interiorDesign}${bank.colon} ${r.studio}`,
        ctaUrl:
          r.cta === 'contact'
            ? path('contact')
            : ctaCollection
              ? `${path('collections')}/${collectionSlugs.get(ctaCollection)}`
              : null,
        ctaLabel: r.cta === 'contact' ? bank.realizations.cta.contact : ctaCollection ? bank.realizations.cta.collection : null,
        description: bank.realizations.descriptions.map((d) => p(d(rctx))).join(''),
        images: r.photos
          .map((ph) => photo(ph, spaceName(ph.view), `${name} – ${spaceName(ph.view).toLowerCase()}`))
          .map((g, i) => (i % 3 === 0 ? { ...g, label: g.name } : g)),
        productIds,
        published: r.published,
        ...seo(name, `${kind} – ${city}`, heroUrl, false),
      });
    }
  }
  const realizationCategories = REALIZATION_CATEGORY_KEYS.map((key, i) => ({
    id: i + 1,
    slug: slugify(bank.realizations.categories[key]),
    name: bank.realizations.categories[key],
  }));

  // ------------------------------------------------------------------------------------------- blocks of posts and stories
  const blockFromSpec = (
    spec: BlockSpec,
    texts: {
      title: string;
      lead: string;
      body: string[];
      closing: string;
      guide?: { intro: string; tips: string[]; heading: string };
    },
  ): BlockRecord | null => {
    switch (spec.type) {
      case 'rich_text': {
        if (spec.part === 'closing') {
          return {
            id: spec.id,
            type: 'rich_text',
            title: null,
            content: `<p>${esc(texts.closing)} ${a(path('showrooms'), bank.nodes.showrooms.title)}</p>`,
          };
        }
        if (spec.part === 'guide' && texts.guide) {
          return {
            id: spec.id,
            type: 'rich_text',
            title: null,
            content: p(texts.guide.intro) + h(2, texts.guide.heading) + ul(texts.guide.tips) + texts.body.map(p).join(''),
          };
        }
        return { id: spec.id, type: 'rich_text', title: null, content: texts.body.map(p).join('') };
      }
      case 'image':
        return {
          id: spec.id,
          type: 'image',
          image: image(spec.url, spec.dim, texts.title),
          caption: texts.lead,
          tags: spec.tagKeys.map((t) => ({ tag: tagCopy(t.key), x: t.x, y: t.y })),
        };
      case 'image_gallery':
        return {
          id: spec.id,
          type: 'image_gallery',
          title: bank.blocks.gallery,
          photos: spec.photos.map((ph) => {
            const viewName =
              spec.subject === 'realization' || spec.subject === 'showroom'
                ? bank.inspirations.spaces[ph.view as SpaceKey]
                : bank.views[ph.view as keyof PhraseBank['views']];
            return photo(ph, viewName, `${texts.title} – ${viewName.toLowerCase()}`);
          }),
          limit: spec.limit,
          showLabels: spec.showLabels,
        };
      case 'movie':
        return { id: spec.id, type: 'movie', movie: movie(spec.movie, texts.title) };
      case 'collection':
        return okCollection(spec.collectionId) ? { id: spec.id, type: 'collection', collectionId: spec.collectionId } : null;
      case 'related-items': {
        const ids = spec.productIds.filter(okProduct);
        return ids.length
          ? { id: spec.id, type: 'related-items', title: bank.blocks.relatedProducts, itemType: 'product', productIds: ids }
          : null;
      }
      case 'products-list': {
        const ids = spec.productIds.filter(okProduct);
        return ids.length ? { id: spec.id, type: 'products-list', title: bank.blocks.productsInProject, productIds: ids } : null;
      }
      case 'realization_intro':
        return okRealization(spec.realizationId)
          ? { id: spec.id, type: 'realization_intro', realizationId: spec.realizationId }
          : null;
      case 'designer_details':
        return skel.designers[spec.designerId - 1]!.published
          ? { id: spec.id, type: 'designer_details', designerId: spec.designerId }
          : null;
    }
  };

  // ------------------------------------------------------------------------------------------- posts
  const postTexts = (
    post: SkelPost,
  ): { title: string; lead: string; body: string[]; guide?: { intro: string; tips: string[]; heading: string } } => {
    const designer = post.designerId ? skel.designers[post.designerId - 1]! : null;
    const real = post.realizationId ? skel.realizations[post.realizationId - 1]! : null;
    const pc: PostCtx = {
      family: post.family,
      designer: designer ? designerNames.get(designer.id)! : '',
      g: designer?.g ?? 'f',
      award: post.award,
      fair: FAIRS[post.fairIndex]!.name,
      city: bank.cities[post.city],
      street: post.street,
      year: new Date(post.dateMs).getUTCFullYear(),
      realization: real ? realizationNames.get(real.id)! : '',
      client: real?.client ?? '',
      seats: real?.seats ?? 0,
      area: real?.area ?? 0,
      product:
        post.productId && productNames.has(post.productId)
          ? productNames.get(post.productId)!
          : ((real ? productNames.get(real.productIds.find((id) => productNames.has(id)) ?? -1) : undefined) ??
            bank.productTypes.taskChair),
    };
    const fromKind = (t: PostKindTexts) => ({ title: t.title(pc), lead: t.lead(pc), body: t.body.map((b) => b(pc)) });
    switch (post.kind) {
      case 'launch':
        return fromKind(bank.posts.launch);
      case 'award':
        return fromKind(bank.posts.award);
      case 'fair':
        return fromKind(bank.posts.fair);
      case 'showroom':
        return fromKind(bank.posts.showroom);
      case 'realization':
        return fromKind(bank.posts.realization);
      case 'guide': {
        const g = bank.posts.guides[post.guide!];
        return {
          title: g.title,
          lead: g.lead,
          body: [],
          guide: { intro: bank.posts.guideIntro, tips: g.tips, heading: g.title },
        };
      }
      case 'company': {
        const c = bank.posts.company[post.company!];
        return { title: c.title, lead: c.lead, body: [c.lead, ...bank.posts.companyBody.map((b) => b(pc))] };
      }
    }
  };
  const postRecords: PostRecord[] = [];
  {
    const taken = new Set<string>();
    for (const post of skel.posts) {
      if (!ctx.presentPost(post.id)) continue;
      const t = postTexts(post);
      const closing = bank.posts.closing[post.id % bank.posts.closing.length]!;
      const blocks = post.blocks.map((b) => blockFromSpec(b, { ...t, closing })).filter((b): b is BlockRecord => b !== null);
      const teaserUrl = `/uploads/posts/${post.imageKey}-teaser.jpg`;
      postRecords.push({
        id: post.id,
        title: t.title,
        slug: uniqueSlug(taken, slugify(t.title)),
        published_at: iso(post.dateMs),
        lead: t.lead,
        teaserImage: image(teaserUrl, post.teaser, t.title),
        blocks,
        published: post.published,
        ...seo(t.title, t.lead, teaserUrl, post.seoNull),
      });
    }
  }

  // ------------------------------------------------------------------------------------------- stories
  const storyRecords: StoryRecord[] = [];
  {
    const taken = new Set<string>();
    for (const story of skel.stories) {
      const designer = story.designerId ? skel.designers[story.designerId - 1]! : null;
      const col = story.collectionId ? collections[story.collectionId - 1]! : null;
      const pc = {
        family: col?.family ?? '',
        designer: designer ? designerNames.get(designer.id)! : '',
        g: designer?.g ?? 'f',
      } as PostCtx;
      let t: { title: string; lead: string; body: string[] };
      if (story.kind === 'fixed') {
        const f = bank.stories.fixed[story.key!];
        t = { title: f.title, lead: f.lead, body: f.body };
      } else {
        const k = story.kind === 'family' ? bank.stories.family : bank.stories.interview;
        t = { title: k.title(pc), lead: k.lead(pc), body: k.body.map((b) => b(pc)) };
      }
      const blocks = story.blocks.map((b) => blockFromSpec(b, { ...t, closing: '' })).filter((b): b is BlockRecord => b !== null);
      const teaserUrl = `/uploads/stories/${story.imageKey}-teaser.jpg`;
      storyRecords.push({
        id: story.id,
        title: t.title,
        slug: uniqueSlug(taken, slugify(t.title)),
        lead: t.lead,
        teaserImage: image(teaserUrl, story.teaser, t.title),
        blocks,
        published: story.published,
        ...seo(t.title, t.lead, teaserUrl, false),
      });
    }
  }

  // ------------------------------------------------------------------------------------------- inspirations
  const inspirationRecords: InspirationRecord[] = [];
  {
    const taken = new Set<string>();
    for (const insp of skel.inspirations) {
      const space = bank.inspirations.spaces[insp.space];
      const style = bank.inspirations.styles[insp.style];
      const title = bank.inspirations.title(space, style);
      const lead = bank.inspirations.lead(space, style);
      const heroUrl = `/uploads/inspirations/${insp.imageKey}-hero.jpg`;
      inspirationRecords.push({
        id: insp.id,
        title,
        slug: uniqueSlug(taken, slugify(title)),
        lead,
        image: image(heroUrl, insp.hero, title),
        images: insp.photos.map((ph, i) => photo(ph, `${title} ${i + 1}`, title)),
        productIds: insp.productIds.filter(okProduct),
        published: true,
        ...seo(title, lead, heroUrl, false),
      });
    }
  }

  // ------------------------------------------------------------------------------------------- sliders
  const acoustics = skel.categories.find((c) => c.key === 'acoustics')!;
  const slideUrls = [
    path('collections'),
    path('hybridOffice'),
    `${path('products')}/${categoryPaths.get(acoustics.id)}`,
    path('realizations'),
  ];
  const sliders: SliderRecord[] = [
    {
      id: 1,
      name: bank.slider.name,
      slides: bank.slider.slides.map((s, i) => ({
        id: i + 1,
        title: s.title,
        subtitle: s.subtitle,
        image: image(`/uploads/sliders/home-${i + 1}.jpg`, skel.sliderImages[0]![i]!, s.title),
        url: slideUrls[i] ?? null,
        linkLabel: s.linkLabel,
      })),
    },
    {
      id: 2,
      name: `${bank.nodes.hybridOffice.title} – slider`,
      slides: [2, 3, 0].map((from, i) => ({
        id: 5 + i,
        title: bank.slider.slides[from]!.title,
        subtitle: bank.slider.slides[from]!.subtitle,
        image: image(`/uploads/sliders/hybrid-office-${i + 1}.jpg`, skel.sliderImages[1]![i]!, bank.slider.slides[from]!.title),
        url: slideUrls[from] ?? null,
        linkLabel: bank.slider.slides[from]!.linkLabel,
      })),
    },
  ];

  // ------------------------------------------------------------------------------------------- patterns
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

  // ------------------------------------------------------------------------------------------- stores & regions
  const regions = VOIVODESHIP_KEYS.map((key, i) => ({
    id: i + 1,
    name: bank.voivodeships[key],
    slug: slugify(bank.voivodeships[key]),
  }));
  const stores: StoreRecord[] = skel.stores.map((s) => ({
    id: s.id,
    name: s.type === 'showroom' ? bank.stores.showroom(bank.cities[s.city]) : s.dealer!,
    type: s.type,
    street: s.street,
    city: bank.cities[s.city],
    postalCode: s.postalCode,
    regionId: s.regionId,
    phone: s.phone,
    fax: s.fax,
    email: s.email,
    website: s.website,
    lat: s.lat,
    lng: s.lng,
  }));

  // ------------------------------------------------------------------------------------------- job offers
  const jobOffers = skel.jobOffers.map((j) => {
    const cityDef = CITY_BY_KEY[j.city];
    const description =
      h(3, bank.jobs.headings.duties) +
      ul(j.duties.map((i) => bank.jobs.duties[j.worktype][i]!)) +
      h(3, bank.jobs.headings.requirements) +
      ul(j.requirements.map((i) => bank.jobs.requirements[j.worktype][i]!)) +
      h(3, bank.jobs.headings.offer) +
      ul(j.offer.map((i) => bank.jobs.offer[i]!));
    return {
      id: j.id,
      position: bank.jobs.positions[j.position],
      worktype: j.worktype,
      region: bank.voivodeships[cityDef.voivodeship!],
      publicationDate: iso(j.dateMs),
      workplace: `${bank.cities[j.city]} – ${j.site === 'factory' ? bank.jobs.factory : bank.jobs.office}`,
      description,
    };
  });

  // ------------------------------------------------------------------------------------------- contact
  const contacts = [
    {
      id: 1,
      name: bank.contact.headOffice,
      street: 'ul. Głogowska 218',
      city: bank.cities.poznan,
      postalCode: '60-104',
      country: bank.countries.poland,
      phone: '+48 61 850 12 00',
      email: `biuro@${BRAND_DOMAIN}`,
      lat: 52.3874,
      lng: 16.8877,
      openingHours: bank.contact.openingHours,
    },
    {
      id: 2,
      name: bank.contact.factory,
      street: 'ul. Rabowicka 12',
      city: bank.cities.swarzedz,
      postalCode: '62-020',
      country: bank.countries.poland,
      phone: '+48 61 817 40 00',
      email: `fabryka@${BRAND_DOMAIN}`,
      lat: 52.4021,
      lng: 17.0699,
      openingHours: bank.contact.openingHours,
    },
  ];
  const contactDepartments = DEPARTMENT_KEYS.map((key, i) => ({
    id: i + 1,
    name: bank.contact.departments[key],
    email: DEPARTMENT_EMAILS[key],
  }));
  const salesRegionId = (key: SalesRegionKey) => SALES_REGIONS.findIndex((r) => r.key === key) + 1;
  const contactRegions = SALES_REGIONS.map((r, i) => ({
    id: i + 1,
    name: bank.contact.salesRegions[r.key],
    slug: slugify(bank.contact.salesRegions[r.key]),
    regions: r.voivodeships.map((v) => regions[VOIVODESHIP_KEYS.indexOf(v)]!.slug),
  }));
  const PEOPLE_ROLES: [ContactPositionKey, SalesRegionKey[]][] = [
    ['regionalManager', ['north']],
    ['regionalManager', ['central']],
    ['regionalManager', ['south']],
    ['regionalManager', ['west']],
    ['regionalManager', ['east']],
    ['salesDirector', ['north', 'central', 'south', 'west', 'east']],
    ['keyAccount', ['central', 'south']],
    ['projectAdvisor', ['west', 'north']],
    ['customerServiceLead', []],
    ['exportManager', ['exportNordic']],
    ['exportManager', ['exportDach']],
    ['exportManager', ['exportWest']],
  ];
  const peopleSource = [...CONTACT_PEOPLE.slice(0, 9), CONTACT_PEOPLE[10]!, CONTACT_PEOPLE[11]!, CONTACT_PEOPLE[12]!];
  const contactPeople = peopleSource.map((person, i) => {
    const [position, regionKeys] = PEOPLE_ROLES[i]!;
    const name = personName(person, locale);
    const latin = slugify(`${person.first} ${person.last}`);
    return {
      id: i + 1,
      name,
      position: bank.contact.positions[position],
      email: `${latin.replace('-', '.')}@${BRAND_DOMAIN}`,
      phone: `+48 ${600 + i * 7} ${String(100 + i * 37).slice(0, 3)} ${String(200 + i * 53).slice(0, 3)}`,
      image: i % 5 === 4 ? null : image(`/uploads/people/${latin}.jpg`, { w: 800, h: 1000 }, name),
      regionIds: regionKeys.map(salesRegionId),
    };
  });

  const site = renderSite(ctx, {
    productRecords,
    collectionRecords,
    designerRecords,
    realizationRecords,
    postRecords,
    tags,
    files,
  });

  return {
    menus: site.menus,
    sitemapNodes: site.nodes,
    pages: site.pages,
    categories,
    products: productRecords,
    tags,
    collections: collectionRecords,
    designers: designerRecords,
    posts: postRecords,
    realizations: realizationRecords,
    realizationCategories,
    stories: storyRecords,
    inspirations: inspirationRecords,
    sliders,
    patternCategories,
    patterns: patternRecords,
    patternColors,
    patternPriceGroups,
    stores,
    regions,
    jobOffers,
    fileTypes,
    looseFileCategories,
    files,
    contacts,
    contactDepartments,
    contactPeople,
    contactRegions,
  };
}

// Option and checkbox ids are shared by every category that offers the dimension, so a parent category's
// filter matches the products of its subcategories.
function DIM_ID(dim: DimKey): number {
  return DIM_KEYS.indexOf(dim) + 1;
}
function DIM_OPTIONS_OF(dim: DimKey): readonly string[] {
  return DIM_OPTIONS[dim];
}
function CHECKBOX_ID(key: CheckboxKey): number {
  return CHECKBOX_KEYS.indexOf(key) + 1;
}
