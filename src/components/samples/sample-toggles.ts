/**
 * The patterns page's sample ordering (SampleChips.astro, SampleBar.astro), on the sample store: each colour
 * chip of a pattern is a toggle button (pressed while that swatch is in the basket; when the basket is full the
 * others are marked unavailable and a click says why), and the basket bar shows the count, what is left or
 * that the basket is full, and the "Order samples" button. Every change, from this tab or another, re-renders
 * from the store; what a click did is announced in the bar's status line. The request dialog (React, the form
 * kit and its texts) loads on the first "Order samples" click, prefetched when a pointer or focus reaches the
 * button: sample-request-island.tsx.
 */
import type { Locale } from '#contract/locales.ts';
import { createTranslator, type Messages } from '../../i18n/translator.ts';
import { importChunk } from '../app-shell/chunk-reload.ts';
import { $samples, SAMPLE_LIMIT, type SampleSwatch, hasSample, isFull, isSampleSwatch, samples } from '../../stores/samples.ts';

let wired = false;

/** The list of a pattern's chips names the pattern (SampleChips.astro). */
const patternOf = (chip: HTMLElement) => chip.closest<HTMLElement>('[data-pattern-id]')?.dataset;

function chipKey(chip: HTMLElement): string {
  return `${patternOf(chip)?.patternId}:${chip.dataset.sample}`;
}

/** The swatch a chip stands for: the pattern from its list, the colour's id, name (its last text) and dot. */
function swatchOf(chip: HTMLElement): SampleSwatch | null {
  const pattern = patternOf(chip);
  const swatch = {
    pattern: { id: Number(pattern?.patternId), name: pattern?.patternName ?? '', code: pattern?.patternCode ?? '' },
    color: {
      id: Number(chip.dataset.sample),
      name: chip.lastChild?.textContent?.trim() ?? '',
      hex: chip.style.getPropertyValue('--swatch').trim(),
    },
  };
  return isSampleSwatch(swatch) ? swatch : null;
}

export function wireSampleToggles(): void {
  const bar = document.querySelector<HTMLElement>('[data-sample-bar]');
  if (wired || !bar) return;
  wired = true;
  const t = createTranslator(bar.dataset.locale as Locale, JSON.parse(bar.dataset.messages ?? '{}') as Messages);
  const count = bar.querySelector<HTMLElement>('[data-sample-count]');
  const hint = bar.querySelector<HTMLElement>('[data-sample-hint]');
  const status = bar.querySelector<HTMLElement>('[data-sample-status]');
  const order = bar.querySelector<HTMLButtonElement>('[data-sample-order]');
  const host = document.querySelector<HTMLElement>('[data-sample-request-host]');
  const chips = [...document.querySelectorAll<HTMLButtonElement>('button[data-sample]')].map((chip) => ({
    chip,
    key: chipKey(chip),
  }));
  const name = (swatch: SampleSwatch) => t('samples.swatchName', { pattern: swatch.pattern.name, color: swatch.color.name });

  const hintText = (chosen: number) =>
    chosen === 0
      ? t('samples.empty', { max: SAMPLE_LIMIT })
      : chosen >= SAMPLE_LIMIT
        ? t('samples.full')
        : t('samples.room', { count: SAMPLE_LIMIT - chosen });

  const render = (swatches: readonly SampleSwatch[]) => {
    const full = isFull(swatches);
    for (const { chip, key } of chips) {
      const chosen = hasSample(swatches, key);
      chip.setAttribute('aria-pressed', String(chosen));
      if (full && !chosen) chip.setAttribute('aria-disabled', 'true');
      else chip.removeAttribute('aria-disabled');
    }
    bar.dataset.state = swatches.length === 0 ? 'empty' : full ? 'full' : 'some';
    if (count) count.textContent = t('samples.count', { count: swatches.length, max: SAMPLE_LIMIT });
    if (hint) hint.textContent = hintText(swatches.length);
    if (order) order.hidden = swatches.length === 0;
  };
  $samples.subscribe(render);

  const announce = (text: string) => {
    if (!status) return;
    // Emptied first: the same words twice in a row are announced twice.
    status.textContent = '';
    requestAnimationFrame(() => {
      status.textContent = text;
    });
  };

  document.addEventListener('click', (event) => {
    const chip = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-sample]') : null;
    const swatch = chip && swatchOf(chip);
    if (!swatch) return;
    const result = samples.toggle(swatch);
    const after = $samples.get().length;
    if (result === 'full') announce(`${t('samples.count', { count: after, max: SAMPLE_LIMIT })}. ${t('samples.full')}`);
    else announce(`${t(`samples.${result}`, { name: name(swatch) })} ${hintText(after)}`);
  });

  if (!order || !host) return;
  const island = () => import('./sample-request-island.tsx');
  // A prefetch that fails says nothing (a reload on a mere hover would surprise); the click loads through the
  // chunk-reload guard, so a chunk gone with a deploy reloads the page once instead of failing.
  const prefetch = () => void island().catch(() => {});
  order.addEventListener('pointerenter', prefetch, { once: true });
  order.addEventListener('focus', prefetch, { once: true });
  order.addEventListener('click', () => {
    importChunk(island)
      .then((module) => module.openSampleRequestIsland(host))
      .catch((error: unknown) => console.error('samples: the request form could not be loaded', error));
  });
}
