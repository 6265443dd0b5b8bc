/**
 * Which locales a webhook receiver acts on: those of the domain it builds (SITE_ENV, SITE_DOMAIN through the
 * one domain table). Changes of other locales are acknowledged (202) and ignored, with this reason.
 */
import { targetFromEnv } from '#contract/domains.ts';
import type { Locale } from '#contract/locales.ts';

export interface WebhookTarget {
  env: string;
  domain: string;
  locales: readonly Locale[];
}

/** Throws BuildTargetError (naming the choices) for an unknown environment or domain. */
export function resolveWebhookTarget(env: string | undefined, domain: string | undefined): WebhookTarget {
  const target = targetFromEnv({ SITE_ENV: env, SITE_DOMAIN: domain });
  return { env: target.env, domain: target.domain, locales: target.locales };
}

/** null when the locale is built on the target's domain, else why the change is ignored. */
export function ignoredReason(target: WebhookTarget, locale: string): string | null {
  return (target.locales as readonly string[]).includes(locale)
    ? null
    : `locale ${locale} is not built on domain ${target.domain}`;
}
