/**
 * The category products island, opened by the category page script (category-page.ts) on the first filter or
 * "load more": the content client, the controller and the React island, mounted into its host once. Its
 * settings come from the product list's data attributes (ProductListLayout.astro).
 */
import { localeOr } from '#contract/locales.ts';
import { createBrowserClient } from '../../data/browser-client.ts';
import type { Messages } from '../../i18n/translator.ts';
import { mountIsland } from '../ui/mount-island.tsx';
import { type CategoryController, createCategoryController } from './category-controller.ts';
import CategoryProducts from './CategoryProducts.tsx';

/** Mounts the island (once) and gives the controller the page script drives it with. */
export function openCategoryIsland(host: HTMLElement, settings: DOMStringMap): Promise<CategoryController> {
  return mountIsland(host, () => {
    const locale = localeOr(settings.locale);
    const controller = createCategoryController(
      createBrowserClient(locale),
      JSON.parse(settings.categoryIds ?? '[]') as number[],
    );
    const element = (
      <CategoryProducts
        locale={locale}
        messages={JSON.parse(settings.messages ?? '{}') as Messages}
        productRoute={settings.productRoute || null}
        sizes={settings.sizes ?? '100vw'}
        controller={controller}
      />
    );
    return { element, controller };
  });
}
