/**
 * The sample request as the site and the service desk agree on it: the most swatches (a colour of a pattern)
 * one request asks for, and so the sample basket holds: what the desk sends in one parcel. A module of its own
 * because the patterns page's script reads it and should carry nothing else of the contract.
 */
export const SAMPLE_LIMIT = 10;
