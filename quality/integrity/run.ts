/** One run of the integrity checks over a domain's dist: what every check reads and where it reports. */
import type { QualityConfig } from '../../quality.config.ts';
import type { DistFiles } from '../dist.ts';
import type { PageDoc } from './page-doc.ts';
import type { AddProblem } from './problems.ts';
import type { Resolver, SiteDist } from './targets.ts';
import type { UrlForms } from './url-form.ts';

export interface IntegrityStats {
  siteUrl: string;
  pages: number;
  errorPages: number;
  noindexPages: number;
  linksChecked: number;
  assetsChecked: number;
  /** Distinct proxied URLs (/api, /media, /uploads) named by pages. */
  proxied: number;
  proxiedChecked: boolean;
  /** Distinct external URLs by origin. */
  external: Record<string, number>;
  /** hreflang alternates on other domains, by origin, and whether they were verified. */
  otherDomainAlternates: Record<string, { count: number; verified: boolean }>;
  /** Internal links that answer with a redirect first (e.g. a missing trailing slash). */
  redirectingLinks: number;
  /** Titles used by several pages that are all translations of each other (allowed). */
  titlesSharedByTranslations: number;
  sitemapUrls: number;
  robots: string | null;
}

export interface IntegrityRun {
  /** This domain: its origin, dist, redirect rules and parsed pages (`main.docs`, by file). */
  main: SiteDist;
  /** Origin of the site's URL, e.g. https://www.mebleoffice.example. */
  origin: string;
  dist: DistFiles;
  /** This domain's pages in path order. */
  pages: PageDoc[];
  resolver: Resolver;
  config: QualityConfig['integrity'];
  stats: IntegrityStats;
  add: AddProblem;
  urlForms: UrlForms;
}
