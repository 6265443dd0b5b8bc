/**
 * A modal <dialog> for React islands: opened with showModal() when it mounts (the page behind becomes inert),
 * named by its heading, Tab kept inside, Esc and the close button call `onClose` (the island's store decides
 * and the fade runs), and on unmount focus goes back to where it was, or to `returnFocus()` when that element is
 * gone or hidden. `shown` drives the fade (data-shown); `className` styles the sheet.
 */
import { type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent, useLayoutEffect, useRef } from 'react';
import CrossIcon from './CrossIcon.tsx';
import { focusables, trapTab } from './focus.ts';
import { injectStyles } from './inject-styles.ts';
import modalCss from './modal.css?inline';

injectStyles('modal', modalCss);

export interface ModalProps {
  shown: boolean;
  labelledBy: string;
  describedBy?: string;
  closeLabel: string;
  onClose(): void;
  /** Where focus goes on close when the element focused before opening is no longer in the page or hidden. */
  returnFocus?: () => HTMLElement | null;
  /** Told which element had focus when the dialog opened (a later dialog may return focus there). */
  onOpener?: (opener: HTMLElement | null) => void;
  /** Receives focus when the dialog opens (else the browser's choice: the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  dialogRef?: RefObject<HTMLDialogElement | null>;
  className?: string;
  children: ReactNode;
}

export default function Modal(props: ModalProps) {
  const { shown, labelledBy, describedBy, closeLabel, onClose, className, children } = props;
  const ownRef = useRef<HTMLDialogElement>(null);
  const dialog = props.dialogRef ?? ownRef;
  const returnFocus = useRef(props.returnFocus);
  returnFocus.current = props.returnFocus;

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    props.onOpener?.(opener);
    if (!element.open) element.showModal();
    props.initialFocus?.current?.focus();
    return () => {
      if (element.open) element.close();
      // An opener that is gone or hidden now (the sample bar's button once its basket went with the request)
      // cannot take focus: returnFocus() names where it goes instead.
      const usable = opener?.isConnected && opener !== document.body && opener.checkVisibility?.() !== false;
      const target = usable ? opener : (returnFocus.current?.() ?? null);
      (target?.isConnected ? target : document.getElementById('main'))?.focus({ preventScroll: true });
    };
    // Opened once per mount; the island unmounts the modal to close it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (dialog.current && trapTab(event.nativeEvent, focusables(dialog.current))) return;
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose();
  }

  return (
    <dialog
      ref={dialog}
      className={`modal ${className ?? ''}`}
      data-shown={shown || undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={() => {
        // Still mounted: the browser closed it itself; the island follows.
        if (dialog.current?.isConnected) onClose();
      }}
    >
      <div className="modal__sheet">
        {children}
        <button className="icon-btn modal__close" type="button" onClick={onClose} aria-label={closeLabel}>
          <CrossIcon size={20} />
        </button>
      </div>
    </dialog>
  );
}
