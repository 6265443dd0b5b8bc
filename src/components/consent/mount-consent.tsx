/**
 * Shows a view of the consent popup: mounts the consent island into the page's consent host on first use,
 * with the `cookies` texts of its locale, and names the view in the store.
 */
import { createRoot } from 'react-dom/client';
import { type ConsentView, consentUi } from '../../stores/consent.ts';
import ConsentRoot, { type ConsentRootProps } from './ConsentRoot.tsx';
import { loadTexts } from '../../i18n/lazy-texts.ts';

let mounted: Promise<void> | null = null;

async function mount(host: HTMLElement, props: Omit<ConsentRootProps, 'messages'>): Promise<void> {
  const { messages } = await loadTexts(props.locale, ['cookies'], { fallback: false });
  createRoot(host).render(<ConsentRoot {...props} messages={messages} />);
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
