/**
 * The route planner's map service: Google Maps directions (`/maps/dir/?api=1&origin=…&destination=…`), opened in
 * a new tab by a plain GET form, so no map code or tiles load on the page and it works without JavaScript.
 * The destination is the office's coordinates (exact, whatever the address spelling); the origin is what the
 * visitor typed.
 */
export const DIRECTIONS_URL = 'https://www.google.com/maps/dir/';

/** The form's fixed fields: the API version and the destination as `lat,lng`. */
export function directionsFields(office: { lat: number; lng: number }): Record<string, string> {
  return { api: '1', destination: `${office.lat},${office.lng}` };
}

/** The directions URL the form opens for an origin (what a visitor's submit produces). */
export function directionsUrl(office: { lat: number; lng: number }, origin: string): string {
  const query = new URLSearchParams({ ...directionsFields(office), origin: origin.trim() });
  return `${DIRECTIONS_URL}?${query}`;
}
