import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** 'drawer' slides in from the right edge (the user menu); 'center' is a dialog box. */
  variant?: 'center' | 'drawer';
  /** 'wide' holds a whole form (two columns of fields on a desktop); the default suits a short message or menu. */
  size?: 'default' | 'wide';
  /** The control to focus on opening; otherwise the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** A dialog that asks for a decision is an alertdialog. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
}

/**
 * A modal on the native <dialog> (top layer, the rest of the page inert) with a focus trap, Escape
 * and backdrop click to close, and focus returned to the control that opened it.
 */
export function Modal({ open, onClose, title, children, footer, variant = 'center', size = 'default', initialFocusRef, role = 'dialog', describedBy }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      const target = initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(`.modal__body ${FOCUSABLE}, .modal__footer ${FOCUSABLE}`);
      target?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
    }
  }, [open, initialFocusRef]);

  useEffect(
    () => () => {
      if (dialogRef.current?.open) returnFocusTo.current?.focus();
    },
    [],
  );

  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog traps Tab inside itself (WAI-ARIA dialog pattern).
    <dialog
      ref={dialogRef}
      className={`modal modal--${variant}${size === 'wide' ? ' modal--wide' : ''}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={trapFocus}
      onMouseDown={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      {open && (
        <div className="modal__panel">
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="icon-button" onClick={onClose} aria-label="Cerrar">
              <X size={20} aria-hidden="true" />
            </button>
          </header>
          <div className="modal__body">{children}</div>
          {footer && <footer className="modal__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
