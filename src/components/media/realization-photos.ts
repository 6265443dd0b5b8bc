/**
 * A realization's photos as viewer slides, fetched when a visitor opens its gallery from a list (teasers carry
 * no photos: every list page would otherwise hold every realization's gallery). Its lead image when it has no
 * gallery photos.
 */
import type { Locale } from '#contract/locales.ts';
import * as endpoints from '#contract/endpoints/content.ts';
import { createBrowserClient } from '../../data/browser-client.ts';
import { type ViewerSlide, slideOf } from './viewer-slides.ts';

export async function realizationSlides(locale: Locale, slug: string): Promise<ViewerSlide[]> {
  const realization = await createBrowserClient(locale).get(endpoints.realization, { slugOrId: slug });
  if (realization.images.length > 0) return realization.images.map((photo) => slideOf(photo, true));
  const lead = realization.image ?? realization.teaserImage;
  return lead ? [slideOf({ image: lead, name: realization.name, tags: [], label: null }, false)] : [];
}
