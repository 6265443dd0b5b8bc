/**
 * Realization credits. Editors often write the role into the note itself ("Fot. Anna Nowak", "Inwestor:
 * Nordlys", "Interior design: Studio Nord"); such a note is shown as written, and only a bare name gets the
 * locale's label ("Zdjęcia: Anna Nowak"), so that no credit reads "Inwestor: Inwestor: Nordlys".
 */

/** A leading role: an abbreviation as the first word ("Fot.") or up to 40 characters before a colon. */
const LEADING_ROLE = /^(?:\p{L}{2,}\.|[^:\n]{1,40}:)\s/u;

export function namesItsRole(note: string): boolean {
  return LEADING_ROLE.test(note.trim());
}

/** The credit line of a note: as written when it names its role, else `label(name)`. */
export function creditLine(note: string, label: (name: string) => string): string {
  const text = note.trim();
  return namesItsRole(text) ? text : label(text);
}
