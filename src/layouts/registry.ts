/**
 * Layout registry: every layout name of the page plan → its component (unknown → default). Each layout
 * renders the whole document through BaseDocument.
 */
import { type LayoutName, resolveLayoutName } from '../routing/page-plan.ts';
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
