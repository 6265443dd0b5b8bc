/**
 * The search results island: the result types with their counts, the results of the active type and its
 * pages, and the loading, error, empty and no-results states. The state lives in the search store
 * (src/stores/search.ts), which the search controller fills from the URL and the phrase form (started by the
 * page script, search-page.ts, while React is still loading); this component renders it and turns tab and page
 * choices into calls of the same controller (search-controller.ts).
 * Rendered in the browser only (client:only): the results depend on the URL, so there is nothing to render
 * at build time, and one render with the results already fetched costs less than a hydration pass and a
 * second render (measured: Lighthouse TBT about 110 ms against 180–350 ms with client:idle).
 */
import { useStore } from '@nanostores/react';
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import type { Locale } from '#contract/locales.ts';
import { type Messages, createTranslator } from '../../i18n/translator.ts';
import { detailHref } from '../../routing/detail-href.ts';
import type { SearchType } from '../../data/search-query.ts';
import { $search, PAGINATION_SIDE, PAGINATION_SIDE_COMPACT, pageCount, pageKey, writeSearchUrl } from '../../stores/search.ts';
import Pagination from '../ui/Pagination.tsx';
import { useMediaQuery } from '../ui/use-media-query.ts';
import SearchResultCard from './SearchResultCard.tsx';
import { searchController } from './search-controller.ts';
import SearchTabs, { PANEL_ID, tabId } from './SearchTabs.tsx';
import searchCss from './search.css?inline';
import { injectStyles } from '../ui/inject-styles.ts';
import { renderedByReact } from '../ui/rendered-by-react.ts';

injectStyles('search', searchCss);

export interface SearchResultsProps {
  locale: Locale;
  /** pickMessages(locale, ['search', 'pagination']). */
  messages: Messages;
  /** Detail-page patterns of the four types in this locale (Links.detailPattern); null: no pages to link. */
  routes: Record<SearchType, string | null>;
}

/** The first row of results is in view on arrival: its images load at once, not when layout finds them. */
const EAGER_IMAGES = 3;

/** Small phones, and phones held landscape: one page link each side. */
const COMPACT_PAGINATION = '(max-width: 479px), (orientation: landscape) and (max-height: 479px)';

export default function SearchResults({ locale, messages, routes }: SearchResultsProps) {
  const t = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  // Deferred: a store update (18 result cards) renders as a transition, in slices the browser can interrupt,
  // rather than in one long task (external-store updates are otherwise rendered synchronously). The same at
  // mount: results that arrived while React loaded are first rendered as loading, then sliced in.
  const current = useStore($search);
  const state = useDeferredValue(current, current.status === 'ready' ? { ...current, status: 'loading' } : current);
  const compact = useMediaQuery(COMPACT_PAGINATION);
  const panel = useRef<HTMLDivElement>(null);
  const focusPanel = useRef(false);

  // After a page change the panel takes focus, so keyboard and screen-reader users start at the new results.
  useEffect(() => {
    if (!focusPanel.current || state.pageLoading) return;
    focusPanel.current = false;
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [state.pageLoading, state.page]);

  const counts = state.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : 0;
  const items = state.pages[pageKey(state.active, state.page)] ?? [];
  const typeLabel = (type: SearchType) =>
    t('search.tabWithCount', { label: t(`search.types.${type}`), count: counts?.[type] ?? 0 });
  const hrefForPage = (page: number) => writeSearchUrl(location.href, { phrase: state.phrase, type: state.active, page, counts });

  let status = '';
  if (state.status === 'loading') status = t('search.loading');
  else if (state.status === 'ready' && counts)
    status =
      total > 0
        ? `${t('search.resultsFor', { phrase: state.phrase })}: ${t('search.resultsCount', { count: total })}`
        : t('search.noResults', { phrase: state.phrase });

  return (
    <div className="search-results" data-search-state={state.status}>
      <p className="visually-hidden" role="status">
        {status}
      </p>

      <div className="search__body" aria-busy={state.status === 'loading' || state.pageLoading}>
        {state.status === 'idle' ? <p className="search__hint">{t('search.emptyPhrase')}</p> : null}

        {state.status === 'loading' ? <SearchSkeleton /> : null}

        {state.status === 'error' ? (
          <div className="search__error" role="alert">
            <p>{t('search.error')}</p>
            <button className="btn" type="button" onClick={() => void searchController().retry()}>
              {t('search.retry')}
            </button>
          </div>
        ) : null}

        {state.status === 'ready' && counts && total === 0 ? (
          <div className="search__empty">
            <h2 className="search__heading">{t('search.noResults', { phrase: state.phrase })}</h2>
            <p>{t('search.noResultsHint')}</p>
          </div>
        ) : null}

        {state.status === 'ready' && counts && total > 0 ? (
          <>
            <h2 className="search__heading">
              {t('search.resultsFor', { phrase: state.phrase })}{' '}
              <span className="search__total">({t('search.resultsCount', { count: total })})</span>
            </h2>
            <SearchTabs
              active={state.active}
              label={typeLabel}
              tabsLabel={t('search.tabsLabel')}
              selectLabel={t('search.typeSelect')}
              onSelect={(type) => void searchController().selectTab(type)}
            />
            <div
              className="search__panel"
              id={PANEL_ID}
              role="tabpanel"
              aria-labelledby={tabId(state.active)}
              tabIndex={-1}
              ref={panel}
              data-loading={state.pageLoading || undefined}
            >
              {items.length > 0 ? (
                <ul className="search__results">
                  {items.map((item, index) => {
                    const pattern = routes[state.active];
                    return (
                      <li key={`${item.objectType}:${item.id}`}>
                        <SearchResultCard
                          item={item}
                          eager={index < EAGER_IMAGES}
                          priority={index === 0}
                          href={pattern ? detailHref(pattern, item.slug) : null}
                          collectionLabel={(name) => t('search.collection', { name })}
                        />
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p className="search__hint">{t('search.noResults', { phrase: state.phrase })}</p>
              )}
              <Pagination
                current={state.page}
                pages={pageCount(counts[state.active])}
                side={compact ? PAGINATION_SIDE_COMPACT : PAGINATION_SIDE}
                hrefFor={hrefForPage}
                onNavigate={(page) => {
                  focusPanel.current = true;
                  void searchController().goToPage(page);
                }}
                texts={{
                  label: t('search.paginationLabel'),
                  page: (page) => t('pagination.page', { page }),
                  currentPage: (page) => t('pagination.currentPage', { page }),
                  previous: t('pagination.previous'),
                  next: t('pagination.next'),
                }}
              />
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** Placeholders in the shape of the results while the first answers are on their way. */
function SearchSkeleton() {
  return (
    <div className="search__skeleton" aria-hidden="true">
      <div className="search__skeleton-heading" />
      <div className="search__skeleton-tabs" />
      <ul className="search__results">
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <li key={n} className="search__skeleton-card" />
        ))}
      </ul>
    </div>
  );
}

// Server side only: the client bundle drops this (import.meta.env.SSR is false there).
if (import.meta.env.SSR) renderedByReact(SearchResults);
