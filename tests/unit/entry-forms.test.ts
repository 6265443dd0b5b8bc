import { beforeEach, describe, expect, it } from 'vitest';
import { $entryForms, holdSubmit, isRunning, startForm } from '#src/stores/entry-forms.ts';

describe('entry forms before their islands run', () => {
  beforeEach(() => $entryForms.set({}));

  it('a submit before the island runs waits for it, once', () => {
    holdSubmit('contact');
    holdSubmit('contact');
    expect(isRunning('contact')).toBe(false);
    expect(startForm('contact')).toBe(true);
    expect(isRunning('contact')).toBe(true);
  });

  it('an island that starts with no submit waiting answers the later ones itself', () => {
    expect(startForm('service')).toBe(false);
    holdSubmit('service');
    expect($entryForms.get().service).toBe('running');
    expect(startForm('service')).toBe(false);
  });

  it('forms of one page are kept apart', () => {
    holdSubmit('contact');
    expect(startForm('service')).toBe(false);
    expect(startForm('contact')).toBe(true);
  });
});
