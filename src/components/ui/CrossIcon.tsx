/**
 * The cross of the islands' close and remove buttons, drawn in the text colour; the button names the action
 * (aria-label), so the drawing is hidden from screen readers.
 */
export default function CrossIcon({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24">
      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" fill="none" />
    </svg>
  );
}
