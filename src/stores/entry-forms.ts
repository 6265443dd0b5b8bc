/**
 * The contact and customer-service forms between their page and their islands. The server renders each form,
 * and its island hydrates when the form comes into view, which on a slow phone takes a while: a submit before
 * the island runs (Enter in a field, a click on the button) is held here by the page's script
 * (components/forms/early-submit.ts) and answered by the island as soon as it runs, with its errors or by
 * sending. Keyed by the form's id.
 */
import { map } from 'nanostores';

/** `submitted`: the visitor sent the form before its island ran; `running`: the island answers submits itself. */
export type EntryFormPhase = 'submitted' | 'running';

export const $entryForms = map<Record<string, EntryFormPhase>>({});

export function isRunning(id: string): boolean {
  return $entryForms.get()[id] === 'running';
}

/** A submit the island is not there yet to answer. */
export function holdSubmit(id: string): void {
  if (!isRunning(id)) $entryForms.setKey(id, 'submitted');
}

/** The island of a form starts answering; whether a submit was waiting for it (it is taken). */
export function startForm(id: string): boolean {
  const waiting = $entryForms.get()[id] === 'submitted';
  $entryForms.setKey(id, 'running');
  return waiting;
}
