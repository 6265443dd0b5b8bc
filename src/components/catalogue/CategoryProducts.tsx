/**
 * The category products island: the products for the chosen filters, or the whole list after "load more",
 * with the count, the loading and error states (retry) and the load-more button. Mounted on first use
 * (category-island.tsx) so a category page that is only looked at loads no React; while the build's
 * list is what the visitor sees (showsBuildList) it renders only the status line under it.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import type { Locale } from '#contract/locales.ts';
import { type Messages, createTranslator } from '../../i18n/translator.ts';
import { detailHref } from '../../routing/detail-href.ts';
import { $categoryProducts, showsBuildList } from '../../stores/category-products.ts';
import type { CategoryController } from './category-controller.ts';
import ProductCards from './ProductCards.tsx';

export interface CategoryProductsProps {
  locale: Locale;
  /** pickMessages(locale, ['productList', 'product.ecoFriendly', 'common.loading', 'search.retry']). */
  messages: Messages;
  /** Detail-page pattern of products in this locale (Links.detailPattern); null: no pages to link. */
  productRoute: string | null;
  sizes: string;
  controller: CategoryController;
}

export default function CategoryProducts({ locale, messages, productRoute, sizes, controller }: CategoryProductsProps) {
  const t = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  const state = useStore($categoryProducts);
  const list = useRef<HTMLDivElement>(null);

  // After "load more" focus goes to the first product added, so keyboard users continue from there.
  const firstAdded = state.status === 'ready' ? state.firstAdded : null;
  useEffect(() => {
    if (firstAdded === null) return;
    list.current?.querySelectorAll<HTMLElement>('.product-card__name a')[firstAdded]?.focus();
  }, [firstAdded]);

  if (state.status === 'static') return null;
  const buildList = showsBuildList(state);
  const items = state.items.map((product) => ({ product, href: productRoute ? detailHref(productRoute, product.path) : null }));
  const busy = state.status === 'loading';

  return (
    <div className="category-products" aria-busy={busy}>
      {/* The count is the list's heading (the build's, hidden now, was the h2 its cards' h3 follow). */}
      <div role="status">
        {state.status === 'ready' && !buildList ? (
          <h2 className="category-products__status">{t('productList.count', { count: state.total })}</h2>
        ) : null}
        {busy ? <p className="category-products__status">{t('common.loading')}</p> : null}
      </div>
      {state.status === 'error' ? (
        <p className="category-products__error" role="alert">
          {t('productList.loadError')}{' '}
          <button type="button" className="btn" onClick={() => controller.retry()}>
            {t('productList.retry')}
          </button>
        </p>
      ) : null}
      {!buildList ? (
        <div ref={list} className={busy ? 'category-products__list is-busy' : 'category-products__list'}>
          {state.status === 'ready' && items.length === 0 ? <p className="muted">{t('productList.noProducts')}</p> : null}
          <ProductCards items={items} ecoLabel={t('product.ecoFriendly')} sizes={sizes} />
        </div>
      ) : null}
      {state.status === 'ready' && !state.all ? (
        <p className="category-products__more">
          <button type="button" className="btn" onClick={() => controller.loadMore()}>
            {t('productList.loadMore')} ({state.total - state.items.length})
          </button>
        </p>
      ) : null}
    </div>
  );
}
