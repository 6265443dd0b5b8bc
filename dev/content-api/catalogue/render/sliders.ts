/** Home and landing page sliders. */
import type { SliderRecord } from '../types.ts';
import { type LocaleContext, image } from './context.ts';

export function renderSliders(ctx: LocaleContext) {
  const { skel, bank, path, categoryPaths } = ctx;
  const acoustics = skel.categories.find((c) => c.key === 'acoustics')!;
  const slideUrls = [
    path('collections'),
    path('hybridOffice'),
    `${path('products')}/${categoryPaths.get(acoustics.id)}`,
    path('realizations'),
  ];
  const sliders: SliderRecord[] = [
    {
      id: 1,
      name: bank.slider.name,
      slides: bank.slider.slides.map((s, i) => ({
        id: i + 1,
        title: s.title,
        subtitle: s.subtitle,
        image: image(`/uploads/sliders/home-${i + 1}.jpg`, skel.sliderImages[0]![i]!, s.title),
        url: slideUrls[i] ?? null,
        linkLabel: s.linkLabel,
      })),
    },
    {
      id: 2,
      name: bank.slider.landingName,
      slides: [2, 3, 0].map((from, i) => ({
        id: 5 + i,
        title: bank.slider.slides[from]!.title,
        subtitle: bank.slider.slides[from]!.subtitle,
        image: image(`/uploads/sliders/hybrid-office-${i + 1}.jpg`, skel.sliderImages[1]![i]!, bank.slider.slides[from]!.title),
        url: slideUrls[from] ?? null,
        linkLabel: bank.slider.slides[from]!.linkLabel,
      })),
    },
  ];
  return sliders;
}
