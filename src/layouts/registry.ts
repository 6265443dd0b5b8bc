/**
 * Layout registry: every layout name of the page plan → its component (unknown → default). Each layout
 * renders the whole document through BaseDocument.
 */
import type { PageEntity, PageView } from '../view/types.ts';
import { LAYOUT_NAMES, type LayoutName, resolveLayoutName } from '../routing/page-plan.ts';
import CollectionLayout from './CollectionLayout.astro';
import DefaultLayout from './DefaultLayout.astro';
import DesignerLayout from './DesignerLayout.astro';
import PatternsLayout from './PatternsLayout.astro';
import PostLayout from './PostLayout.astro';
import ProductLayout from './ProductLayout.astro';
import ProductListLayout from './ProductListLayout.astro';
import RealizationsLayout from './RealizationsLayout.astro';
import SearchLayout from './SearchLayout.astro';
import SubNavigationLayout from './SubNavigationLayout.astro';
import WithBreadcrumbsLayout from './WithBreadcrumbsLayout.astro';

export type LayoutComponent = typeof DefaultLayout;

export const LAYOUTS: Record<LayoutName, LayoutComponent> = {
  default: DefaultLayout,
  with_breadcrumbs: WithBreadcrumbsLayout,
  'with sub navigation': SubNavigationLayout,
  product: ProductLayout,
  product_list: ProductListLayout,
  collection: CollectionLayout,
  post: PostLayout,
  realizations: RealizationsLayout,
  designer: DesignerLayout,
  search: SearchLayout,
  patterns: PatternsLayout,
};

/** The layout component of a name; an unknown name falls back to default. */
export function layoutFor(name: LayoutName | string | null | undefined): LayoutComponent {
  return LAYOUTS[resolveLayoutName(name)];
}

/** Entity kinds each layout renders in full (others get the layout's title + blocks fallback). */
export const LAYOUT_ENTITIES: Record<LayoutName, readonly PageEntity['kind'][]> = {
  default: ['page', 'story', 'inspiration'],
  with_breadcrumbs: ['page', 'story', 'inspiration'],
  'with sub navigation': ['page', 'story', 'inspiration'],
  product: ['product'],
  product_list: ['category', 'categories'],
  collection: ['collection'],
  post: ['post'],
  realizations: ['page', 'realization'],
  designer: ['page', 'designer'],
  search: ['page'],
  patterns: ['patterns', 'page'],
};

/** The layout that renders an entity kind when the node's layout does not. */
export const ENTITY_LAYOUTS: Record<PageEntity['kind'], LayoutName> = {
  page: 'default',
  categories: 'product_list',
  category: 'product_list',
  product: 'product',
  collection: 'collection',
  designer: 'designer',
  post: 'post',
  realization: 'realizations',
  story: 'with sub navigation',
  inspiration: 'with_breadcrumbs',
  patterns: 'patterns',
};

/** The layout name for a page: its own when that layout renders the page's entity, else the entity's. */
export function layoutNameFor(name: string | null | undefined, entityKind: PageEntity['kind']): LayoutName {
  const layout = resolveLayoutName(name);
  return LAYOUT_ENTITIES[layout].includes(entityKind) ? layout : ENTITY_LAYOUTS[entityKind];
}

/** layoutFor, but choosing by entity when the node names a layout that cannot show it (e.g. a product on 'default'). */
export function layoutForView(view: Pick<PageView, 'page' | 'content'>): LayoutComponent {
  return LAYOUTS[layoutNameFor(view.page.layout, view.content.entity.kind)];
}

export { LAYOUT_NAMES };
