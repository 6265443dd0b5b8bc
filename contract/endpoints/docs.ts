/** The API's own documentation. */
import { file } from '../endpoint.ts';

/** The OpenAPI document (also with a .json suffix). */
export const apiDocs = file('docs', '/api/docs');
export const apiDocsAlias = file('docs', '/api/openapi');
