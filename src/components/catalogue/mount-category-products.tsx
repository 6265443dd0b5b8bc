/** Mounts the category products island into its host, once (the page controller imports this on first use). */
import { createRoot } from 'react-dom/client';
import CategoryProducts, { type CategoryProductsProps } from './CategoryProducts.tsx';

const mounted = new WeakSet<HTMLElement>();

export function mountCategoryProducts(host: HTMLElement, props: CategoryProductsProps): void {
  if (mounted.has(host)) return;
  mounted.add(host);
  createRoot(host).render(<CategoryProducts {...props} />);
}
