/**
 * The search page's island: the phrase form, the four result types with their counts, the results of the
 * active type and its pages. The state lives in the search store (src/stores/search.ts), which the page
 * script (search-page.ts) fills from the URL before React has loaded; this component renders it and turns
 * the visitor's actions into controller calls. Server-rendered at build time as the bare form (the phrase is
 * only known in the browser), so the page is usable before hydration and without JavaScript: the form is a
 * plain GET form to this page.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '#contract/locales.ts';
import { type Messages, createTranslator } from '../../i18n/translator.ts';
import { detailHref } from '../../routing/detail-href.ts';
import {
  $search,
  INITIAL_SEARCH_STATE,
  PAGINATION_SIDE,
  PAGINATION_SIDE_COMPACT,
  type SearchType,
  pageCount,
  pageKey,
  writeSearchUrl,
} from '../../stores/search.ts';
import Pagination from '../ui/Pagination.tsx';
import { useMediaQuery } from '../ui/use-media-query.ts';
import SearchResultCard from './SearchResultCard.tsx';
import { searchController } from './search-page.ts';
import SearchTabs, { PANEL_ID, tabId } from './SearchTabs.tsx';
import './search.css';

export interface SearchIslandProps {
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

export default function SearchIsland({ locale, messages, routes }: SearchIslandProps) {
  const t = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  // The build rendered the bare form: hydration renders the same, then the store (which may already hold
  // results). Deferred: a store update (18 result cards) renders as a transition, in slices the browser can
  // interrupt, rather than in one long task (external-store updates are otherwise rendered synchronously).
  const [hydrated, setHydrated] = useState(false);
  const live = useStore($search);
  const state = useDeferredValue(hydrated ? live : INITIAL_SEARCH_STATE);
  const compact = useMediaQuery(COMPACT_PAGINATION);
  const [draft, setDraft] = useState('');
  const panel = useRef<HTMLDivElement>(null);
  const focusPanel = useRef(false);

  useEffect(() => setHydrated(true), []);

  // The field shows the phrase searched (from the URL or the saved phrase) until the visitor edits it.
  useEffect(() => setDraft(state.phrase), [state.phrase]);

  // After a page change the panel takes focus, so keyboard and screen-reader users start at the new results.
  useEffect(() => {
    if (!focusPanel.current || state.pageLoading) return;
    focusPanel.current = false;
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [state.pageLoading, state.page]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void searchController().submit(draft);
  };

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
    <div className="search" data-search-state={state.status}>
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is no landmark in browsers before 2023; the role is. */}
      <form className="search__form" role="search" method="get" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor="search-phrase">
          {t('search.label')}
        </label>
        <input
          className="input search__input"
          id="search-phrase"
          type="search"
          name="q"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          required
        />
        <button className="btn btn--primary" type="submit">
          {t('search.submit')}
        </button>
      </form>

      <p className="visually-hidden" role="status">
        {status}
      </p>

      <div className="search__body" aria-busy={state.status === 'loading' || state.pageLoading}>
        {hydrated && state.status === 'idle' ? <p className="search__hint">{t('search.emptyPhrase')}</p> : null}

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
