/**
 * The site's line icons on a 24×24 grid, drawn with the current text colour. Shapes are data rather than
 * markup so that icons render as elements, never through set:html.
 */
export type IconShape =
  | { path: string; filled?: boolean }
  | { circle: { cx: number; cy: number; r: number } }
  | { rect: { x: number; y: number; width: number; height: number; rx: number } };

export const ICONS = {
  basket: [{ path: 'M4 8h16l-1.5 12h-13zM9 8V6a3 3 0 0 1 6 0v2' }],
  close: [{ path: 'M6 6l12 12M18 6 6 18' }],
  document: [{ path: 'M6 3h8l4 4v14H6zM14 3v4h4M9 13h6M9 17h6' }],
  download: [{ path: 'M12 4v11m-5-5 5 5 5-5M5 19h14' }],
  external: [{ path: 'M9 5h10v10M19 5 6 18' }],
  gallery: [
    { rect: { x: 3, y: 5, width: 18, height: 14, rx: 2 } },
    { circle: { cx: 15.5, cy: 9.5, r: 1.5 } },
    { path: 'm3 16 5-5 4 4 2.5-2.5L21 18' },
  ],
  leaf: [{ path: 'M5 19c0-8 5-13 14-14-1 9-6 14-14 14Zm0 0 7-7' }],
  play: [{ path: 'M8 5.5v13l11-6.5z', filled: true }],
  search: [{ circle: { cx: 10.5, cy: 10.5, r: 6.5 } }, { path: 'm15.5 15.5 5 5' }],
  /** A fabric swatch card fanned out from another: the sample basket. */
  swatch: [
    { rect: { x: 3.5, y: 3.5, width: 7, height: 17, rx: 1.5 } },
    { path: 'M10.5 8.6 15.3 6l4.2 7.8-9 4.9' },
    { circle: { cx: 7, cy: 16.5, r: 1 } },
  ],
  linkedin: [
    { rect: { x: 3, y: 3, width: 18, height: 18, rx: 3 } },
    { path: 'M8 10.5V17M8 7.2v.1M11.5 17v-6.5M11.5 13.5a3 3 0 0 1 6 0V17' },
  ],
  instagram: [
    { rect: { x: 3, y: 3, width: 18, height: 18, rx: 5 } },
    { circle: { cx: 12, cy: 12, r: 4 } },
    { path: 'M17.2 6.8v.1' },
  ],
  youtube: [{ rect: { x: 2.5, y: 5.5, width: 19, height: 13, rx: 4 } }, { path: 'm10 9.2 5 2.8-5 2.8z' }],
  facebook: [{ path: 'M15.5 3.5H13a3.5 3.5 0 0 0-3.5 3.5v3H7v3.5h2.5v7.5H13V13.5h2.6l.5-3.5H13V7.6c0-.6.4-.9 1-.9h1.5z' }],
  pinterest: [
    { circle: { cx: 12, cy: 12, r: 9 } },
    { path: 'M10.7 8.9c.4-.2.9-.3 1.4-.3 2 0 3.3 1.3 3.3 3 0 2-1.1 3.4-2.6 3.4-.8 0-1.4-.5-1.3-1.3M11.5 10.5 9.3 20' },
  ],
} satisfies Record<string, readonly IconShape[]>;

export type IconName = keyof typeof ICONS;
