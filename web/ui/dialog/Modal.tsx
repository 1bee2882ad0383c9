import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';
import { uiCopy } from '../../copy/ui';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Wider panel for content with several columns. */
  size?: 'normal' | 'wide';
};

/**
 * A modal on the native <dialog>: showModal() makes the page behind it inert, traps the tab
 * order and closes on Escape, and the browser returns focus to the opener on close. The first
 * element marked data-autofocus gets focus; otherwise the browser picks the first control.
 */
export function Modal({ open, onClose, title, children, size = 'normal' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal"
      data-size={size}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React state decide, so the store and the element never disagree.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The panel fills the dialog, so a click on the dialog itself is on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="modal__panel">
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button
              type="button"
              className="modal__close"
              aria-label={uiCopy.dialogClose}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
