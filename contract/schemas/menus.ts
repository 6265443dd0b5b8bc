/** Menus and menu items (header, footer_top, footer_bottom). */
import * as v from 'valibot';
import { id, nullableString, url } from './common.ts';

export interface MenuItem {
  id: number;
  name: string;
  url: string;
  target: string | null;
  locale: string | null;
  cssClass: string | null;
  type: string | null;
  group: string | null;
  typeReferenceId: number | null;
  children: MenuItem[];
}

export const MenuItemSchema: v.GenericSchema<MenuItem> = v.looseObject({
  id,
  name: v.string(),
  url,
  target: nullableString,
  locale: nullableString,
  /** Space-separated classes; hr, nofollow and additional have a meaning. */
  cssClass: nullableString,
  /** 'Category' marks category items (megamenu). */
  type: nullableString,
  group: nullableString,
  typeReferenceId: v.nullish(id, null),
  children: v.optional(v.array(v.lazy(() => MenuItemSchema)), []),
}) as unknown as v.GenericSchema<MenuItem>;

export const MenuSchema = v.looseObject({
  id,
  /** main_menu, footer_top, footer_bottom (the header menu's name was not shown; ours is main_menu). */
  name: v.string(),
  children: v.array(MenuItemSchema),
});

export type Menu = v.InferOutput<typeof MenuSchema>;
