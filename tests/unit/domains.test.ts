import { describe, expect, it } from 'vitest';
import { absoluteLocaleUrl, localePrefix, resolveBuildTarget, switcherDomains, targetFromEnv } from '#contract/domains.ts';

describe('build targets', () => {
  it('builds every pre-live locale of the local environment under prefixes', () => {
    const local = resolveBuildTarget(undefined, undefined);
    expect(local).toMatchObject({ env: 'local', domain: 'localhost', prefixed: true, defaultLocale: 'pl' });
    expect(local.locales).toEqual(['pl', 'en', 'de', 'cz', 'ru', 'no']);
  });

  it('splits live into pl, eu (en, de, cz, fr) and nordic (no)', () => {
    const eu = resolveBuildTarget('live', 'eu.mebleoffice.example');
    expect(eu.locales).toEqual(['en', 'de', 'cz', 'fr']);
    expect(eu.prefixed).toBe(true);
    expect(eu.defaultLocale).toBe('en');
    const pl = resolveBuildTarget('live', 'www.mebleoffice.example');
    expect(pl).toMatchObject({ locales: ['pl'], prefixed: false, url: 'https://www.mebleoffice.example' });
    expect(resolveBuildTarget('live', 'www.mebleoffice-nordic.example').locales).toEqual(['no']);
    expect(localePrefix(pl, 'pl')).toBe('');
    expect(localePrefix(eu, 'de')).toBe('/de');
  });

  it('rejects unknown environments and domains with the choices', () => {
    expect(() => resolveBuildTarget('prod', undefined)).toThrow(/SITE_ENV must be one of local, dev, beta, live/);
    expect(() => resolveBuildTarget('live', undefined)).toThrow(
      /SITE_DOMAIN must name one domain of the live environment: www.mebleoffice.example, eu.mebleoffice.example/,
    );
    expect(() => resolveBuildTarget('live', 'example.org')).toThrow(/got "example.org"/);
  });

  it('lists non-hidden domains of the environment in the switcher and builds absolute URLs across domains', () => {
    const beta = resolveBuildTarget('beta', 'beta.eu.mebleoffice.example');
    expect(switcherDomains(beta).map((d) => d.locale)).toEqual(['pl', 'en', 'de', 'cz', 'no']);
    expect(beta.locales).toContain('ru');
    expect(absoluteLocaleUrl(beta, 'pl', '/produkty')).toBe('https://beta.pl.mebleoffice.example/produkty/');
    expect(absoluteLocaleUrl(beta, 'de', '/')).toBe('https://beta.eu.mebleoffice.example/de/');
    expect(absoluteLocaleUrl(beta, 'fr', '/')).toBeNull();
  });

  it('reads the target from the environment, an empty variable counting as unset', () => {
    expect(targetFromEnv({ SITE_ENV: '', SITE_DOMAIN: '', SITE_URL: '' })).toMatchObject({
      env: 'local',
      domain: 'localhost',
      url: 'http://localhost:4321',
    });
    expect(targetFromEnv({ SITE_ENV: 'live', SITE_DOMAIN: ' eu.mebleoffice.example ' }).locales).toEqual([
      'en',
      'de',
      'cz',
      'fr',
    ]);
    expect(targetFromEnv({ SITE_URL: 'http://localhost:4400' }).url).toBe('http://localhost:4400');
    expect(() => targetFromEnv({ SITE_ENV: 'live', SITE_DOMAIN: '' })).toThrow(/SITE_DOMAIN must name one domain/);
  });
});
