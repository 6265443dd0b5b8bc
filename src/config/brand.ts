/**
 * Brand constants of the rendering layer: social profiles (footer, Organization JSON-LD), the external shop
 * (options bar, Polish locale only), theme colour and logo. The site name itself is the `seo.siteName` text.
 */
import type { Locale } from '#contract/locales.ts';
import { type Translate, tOptional } from '../i18n/translator.ts';

export const SOCIAL_LINKS = [
  { network: 'linkedin', url: 'https://www.linkedin.com/company/formanta-furniture' },
  { network: 'instagram', url: 'https://www.instagram.com/formanta.furniture' },
  { network: 'youtube', url: 'https://www.youtube.com/@formantafurniture' },
  { network: 'facebook', url: 'https://www.facebook.com/formanta.furniture' },
  { network: 'pinterest', url: 'https://www.pinterest.com/formantafurniture' },
] as const;
export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

/** External shop, shown in the options bar for these locales (for the Polish locale). */
export const SHOP_URL = 'https://sklep.mebleoffice.example';
export const SHOP_LOCALES: readonly Locale[] = ['pl'];

/** Browser UI colour (matches --color-bg). */
export const THEME_COLOR = '#f7f4ef';
export const THEME_COLOR_DARK = '#1c1a17';

/** Logo for structured data (served from public/). */
export const LOGO_PATH = '/images/logo.svg';

/** Fallback when the dictionary has no seo.siteName. */
export const FALLBACK_SITE_NAME = 'Formanta';

/** The site name of a locale: its `seo.siteName` text, else the fallback. */
export function siteName(t: Translate): string {
  return tOptional(t, 'seo.siteName', undefined, FALLBACK_SITE_NAME);
}
