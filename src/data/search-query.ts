/**
 * The parameters of the search page's calls (the search endpoint): the types searched, in the order of the
 * result tabs and of the default-tab rule, and the results per page. For the search layout (which links each
 * type's detail pages) and the search island alike. Pure.
 */

/** The searched types, in the order of the tabs and of the default-tab rule. */
export const SEARCH_TYPES = ['Product', 'ProductCollection', 'Realization', 'Post'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Results per page (itemsPerPage of a search call). */
export const SEARCH_PAGE_SIZE = 18;
