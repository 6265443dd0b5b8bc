/**
 * Every endpoint of the content API, declared once, by area (endpoints/*.ts, beside the schemas they answer
 * with): path or path template, the valibot schema of the answer, the resource it reads (for content, the name
 * contract/content-change.ts gives it, which its cache tags and a change's purge use) and the list parameters
 * it always sends. The build's content client, the browser client and the stand-in API's route table use them
 * by name:
 *
 *   import * as endpoints from '#contract/endpoints.ts';
 *   client.list(endpoints.contactPeople, { locale });
 *   client.get(endpoints.contact, { id }, { locale });
 *
 * What an endpoint is, and how a call fills one in: endpoint.ts. A content endpoint's path is derived from
 * its resource (resource-endpoint.ts), so a misspelled resource does not compile.
 *
 * Browser code imports the area module instead (`import * as downloadBasket from
 * '#contract/endpoints/download-basket.ts'`): the bundler splits chunks by module, and an island importing
 * this index would share one chunk with every endpoint (and schema) any island uses.
 */
export * from './endpoints/catalogue.ts';
export * from './endpoints/company.ts';
export * from './endpoints/consent.ts';
export * from './endpoints/content.ts';
export * from './endpoints/docs.ts';
export * from './endpoints/download-basket.ts';
export * from './endpoints/downloads.ts';
export * from './endpoints/forms.ts';
export * from './endpoints/newsletter-confirmation.ts';
export * from './endpoints/newsletter.ts';
export * from './endpoints/routing.ts';
export * from './endpoints/search.ts';
export * from './endpoints/teaser-lists.ts';
