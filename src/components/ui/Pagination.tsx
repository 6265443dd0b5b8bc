/**
 * Page links around the current page (paginationWindow), with previous and next. Every page is a real link
 * (its URL from `hrefFor`), so it opens in a new tab and works for crawlers; a plain click is handed to
 * `onNavigate` instead. Nothing renders for a single page.
 */
import { isPlainClick } from './plain-click.ts';
import type { MouseEvent } from 'react';
import { paginationWindow } from '../../stores/search.ts';
import paginationCss from './pagination.css?inline';
import { injectStyles } from './inject-styles.ts';

injectStyles('pagination', paginationCss);

export interface PaginationTexts {
  label: string;
  page(page: number): string;
  currentPage(page: number): string;
  previous: string;
  next: string;
}

interface Props {
  current: number;
  pages: number;
  /** Page links on each side of the current one. */
  side: number;
  hrefFor(page: number): string;
  onNavigate(page: number): void;
  texts: PaginationTexts;
}

export default function Pagination({ current, pages, side, hrefFor, onNavigate, texts }: Props) {
  if (pages <= 1) return null;
  const go = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(page);
  };
  return (
    <nav className="pagination" aria-label={texts.label}>
      <ul className="pagination__list">
        <li>
          {current > 1 ? (
            <a className="pagination__step" href={hrefFor(current - 1)} onClick={go(current - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{texts.previous}</span>
            </a>
          ) : null}
        </li>
        {paginationWindow(current, pages, side).map((page) => (
          <li key={page}>
            {page === current ? (
              <a
                className="pagination__page is-current"
                href={hrefFor(page)}
                aria-current="page"
                aria-label={texts.currentPage(page)}
                onClick={go(page)}
              >
                {page}
              </a>
            ) : (
              <a className="pagination__page" href={hrefFor(page)} aria-label={texts.page(page)} onClick={go(page)}>
                {page}
              </a>
            )}
          </li>
        ))}
        <li>
          {current < pages ? (
            <a className="pagination__step" href={hrefFor(current + 1)} onClick={go(current + 1)} rel="next">
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{texts.next}</span>
            </a>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
