/** Small facts about stored records shared by the store, the serializer and the routes. */

/** Unpublished records are only returned by the preview GETs by numeric id. Records without the flag
 * (categories, stores, patterns...) are always public. */
export const isPublished = (r: unknown): boolean => (r as { published?: unknown }).published !== false;
