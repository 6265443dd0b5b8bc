/**
 * Modal and notice timings: a view appears, becomes visible about 50 ms later (the CSS transition starts
 * from its first painted frame) and on closing fades out over about 200 ms before it is removed. No imports:
 * vanilla controllers and React hooks share them.
 */
export const FADE_IN_DELAY_MS = 50;
export const FADE_OUT_MS = 200;

/** The small info dialogs (the newsletter's outcome): appear after 100 ms, close over 300 ms. */
export const NOTICE_FADE = { inDelayMs: 100, outMs: 300 } as const;
