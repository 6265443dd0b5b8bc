/** The search endpoint: every detail item (page plan) and the search page's results. */
import { collection } from '../endpoint.ts';
import { SearchItemSchema } from '../schemas/routing.ts';

/** Detail items by phrase and type; the build reads all of them (phrase ' '), the search page a page at a time. */
export const search = collection('search', '/api/search', SearchItemSchema);
