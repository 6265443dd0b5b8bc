/// <reference types="vite/client" />
/**
 * Shows a consent view: mounts the consent island into the page's consent host on first use, with the
 * `cookies` texts of its locale (each locale's texts are their own small chunk, loaded with the island rather
 * than carried by every page), and names the view in the store.
 */
import { createRoot } from 'react-dom/client';
import type { Messages } from '../../i18n/translator.ts';
import { type ConsentView, consentUi } from '../../stores/consent.ts';
import ConsentRoot, { type ConsentRootProps } from './ConsentRoot.tsx';

const COOKIE_TEXTS = import.meta.glob<Messages>('../../i18n/dictionaries/*.json', { import: 'cookies' });

let mounted: Promise<void> | null = null;

async function mount(host: HTMLElement, props: Omit<ConsentRootProps, 'messages'>): Promise<void> {
  const load = COOKIE_TEXTS[`../../i18n/dictionaries/${props.locale}.json`] ?? COOKIE_TEXTS['../../i18n/dictionaries/pl.json'];
  const cookies = (await load?.()) ?? {};
  createRoot(host).render(<ConsentRoot {...props} messages={{ cookies }} />);
}

export async function showConsent(
  host: HTMLElement,
  props: Omit<ConsentRootProps, 'messages'>,
  view: ConsentView,
  requested: boolean,
): Promise<void> {
  mounted ??= mount(host, props).catch((error: unknown) => {
    mounted = null;
    throw error;
  });
  await mounted;
  consentUi.open(view, requested);
}
