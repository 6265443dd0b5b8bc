/**
 * What a category page loads when the visitor first filters or asks for more: the content client, the
 * controller and the React island (mounted into its host).
 */
import type { Locale } from '#contract/locales.ts';
import type { Messages } from '../../i18n/translator.ts';
import { createBrowserClient } from '../../data/browser-client.ts';
import { type CategoryController, createCategoryController } from './category-controller.ts';
import { mountCategoryProducts } from './mount-category-products.tsx';

export interface CategoryIslandConfig {
  host: HTMLElement;
  locale: Locale;
  messages: Messages;
  categoryIds: number[];
  productRoute: string | null;
  sizes: string;
}

export function startCategoryIsland(config: CategoryIslandConfig): CategoryController {
  const controller = createCategoryController(createBrowserClient(config.locale), config.categoryIds);
  mountCategoryProducts(config.host, { ...config, controller });
  return controller;
}
