/**
 * The result types with their counts: a tab list from 768 px (arrow keys, Home and End move between tabs and
 * select them, as the ARIA tabs pattern has it), a dropdown below. Both are rendered; CSS shows one, and the
 * hidden one is display:none, so assistive technology meets only the visible control.
 */
import { type KeyboardEvent, useRef } from 'react';
import { SEARCH_TYPES, type SearchType } from '../../data/search-query.ts';

export const PANEL_ID = 'search-panel';
export const tabId = (type: SearchType) => `search-tab-${type}`;

interface Props {
  active: SearchType;
  label(type: SearchType): string;
  tabsLabel: string;
  selectLabel: string;
  onSelect(type: SearchType): void;
}

export default function SearchTabs({ active, label, tabsLabel, selectLabel, onSelect }: Props) {
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const move = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const last = SEARCH_TYPES.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? from === last
          ? 0
          : from + 1
        : event.key === 'ArrowLeft'
          ? from === 0
            ? last
            : from - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (to < 0) return;
    event.preventDefault();
    const type = SEARCH_TYPES[to]!;
    tabs.current[type]?.focus();
    onSelect(type);
  };
  return (
    <div className="search-tabs">
      <div className="search-tabs__list" role="tablist" aria-label={tabsLabel}>
        {SEARCH_TYPES.map((type, index) => (
          <button
            key={type}
            ref={(element) => {
              tabs.current[type] = element;
            }}
            type="button"
            role="tab"
            id={tabId(type)}
            className="search-tabs__tab"
            aria-selected={type === active}
            aria-controls={PANEL_ID}
            tabIndex={type === active ? 0 : -1}
            onClick={() => onSelect(type)}
            onKeyDown={(event) => move(event, index)}
          >
            {label(type)}
          </button>
        ))}
      </div>
      <div className="search-tabs__select">
        <label className="search-tabs__select-label" htmlFor="search-type">
          {selectLabel}
        </label>
        <select
          id="search-type"
          className="input search-tabs__dropdown"
          value={active}
          onChange={(event) => onSelect(event.target.value as SearchType)}
        >
          {SEARCH_TYPES.map((type) => (
            <option key={type} value={type}>
              {label(type)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
