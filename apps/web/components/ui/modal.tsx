'use client';
// The one modal of the storefront: a native <dialog> opened with showModal(), so focus is trapped,
// Esc closes it and the page behind is inert without extra code. Every seed modal builds on it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import Link from '@/components/ui/link';
import button from './button.module.css';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
}

export function Modal({ open, onClose, title, children, footer, size = 'medium' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className={styles.frame}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="닫기">
              ×
            </button>
          </header>
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}

export interface ModalActionsProps {
  onClose: () => void;
  /** The main action's label, e.g. 확인, 삭제하기. */
  submitLabel: ReactNode;
  closeLabel?: string;
  variant?: 'primary' | 'dark';
  disabled?: boolean;
  /** A button that submits the form with this id (then `onSubmit` is usually not needed). */
  form?: string;
  onSubmit?: () => void;
}

/** The usual footer of a modal: a close button and the main action. */
export function ModalActions({ onClose, submitLabel, closeLabel = '취소', variant = 'primary', disabled, form, onSubmit }: ModalActionsProps) {
  return (
    <>
      <button type="button" className={button.outline} onClick={onClose}>
        {closeLabel}
      </button>
      <button type={form ? 'submit' : 'button'} form={form} className={button[variant]} disabled={disabled} onClick={onSubmit}>
        {submitLabel}
      </button>
    </>
  );
}

/** A footer of one button that closes the modal (확인). */
export function ModalDone({ onClose, label = '확인' }: { onClose: () => void; label?: ReactNode }) {
  return (
    <button type="button" className={button.primary} onClick={onClose}>
      {label}
    </button>
  );
}

export interface ModalLinkActionsProps {
  /** The outline button's label and action (often just closing). */
  secondaryLabel: ReactNode;
  onSecondary: () => void;
  /** The main action: a link to another page. */
  href: string;
  label: ReactNode;
  onNavigate?: () => void;
}

/** A footer whose main action leads to another page: an outline button and the link. */
export function ModalLinkActions({ secondaryLabel, onSecondary, href, label, onNavigate }: ModalLinkActionsProps) {
  return (
    <>
      <button type="button" className={button.outline} onClick={onSecondary}>
        {secondaryLabel}
      </button>
      <Link href={href} className={button.primary} onClick={onNavigate}>
        {label}
      </Link>
    </>
  );
}
