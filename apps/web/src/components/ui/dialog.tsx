import { X } from 'lucide-react';
import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import styles from './dialog.module.css';
import { IconButton } from './icon-button';
import { ToastSlot } from './toaster';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Max width in px. */
  width?: number;
  /** An accessible name when the title is not plain text. */
  label?: string;
  /** Stop the page behind from scrolling while open (a full relayout of the page; skip it for light notices). */
  lockScroll?: boolean;
}

/**
 * A modal dialog on the native <dialog>: focus stays inside, Escape and a click on the backdrop
 * close it, and the page behind does not scroll while it is open.
 */
export function Dialog({ open, onClose, title, children, width, label, lockScroll = true }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation('common');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open || !lockScroll) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open, lockScroll]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      style={width ? ({ '--dialog-width': `${width}px` } as CSSProperties) : undefined}
      aria-labelledby={label ? undefined : titleId}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the backdrop around the content.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className={styles.body}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <IconButton label={t('ui.close')} className={styles.close} onClick={onClose}>
              <X aria-hidden="true" size={22} />
            </IconButton>
          </div>
          <ToastSlot place="dialog" />
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
