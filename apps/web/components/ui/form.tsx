'use client';
// The form and action kit every form and modal uses: `useAction` runs one action at a time with its
// busy flag and Korean error line; `Field` labels one input (with an optional hint); `Select` is a
// <select> over value/label pairs; `FormError` is the error line (role="alert"); `ActionForm` is a
// <form> that submits through an action and shows its error; `FormModal` is a Modal whose footer
// submits such a form; `FormButtons` is a page form's cancel and submit pair. `useAction` is a plain hook (no react-query), so it works on any page.
import { useCallback, useId, useRef, useState, type FormEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import { accountErrorMessage } from '@/lib/account/account-error';
import { showToast } from '@/lib/toast/toast-store';
import button from './button.module.css';
import { Modal, ModalActions, type ModalProps } from './modal';
import styles from './form.module.css';

export interface Action {
  /** True while the action runs; a second run meanwhile is ignored. */
  busy: boolean;
  /** The last failure's sentence (or a form's own refusal), null when there is none. */
  error: string | null;
  /** Shows a form's own refusal (an empty field) without running anything. */
  fail(message: string): void;
  clear(): void;
  /** Runs `work`; true when it finished, false when it failed (the error is then shown) or was already running. */
  run(work: () => Promise<unknown>): Promise<boolean>;
}

export interface ActionOptions {
  /** Turns a failure into the sentence shown (default: the account catalogue's). */
  toMessage?: (failure: unknown) => string;
  /** 'toast': a failure is shown as an error toast (buttons with no form around them); default 'inline' (`error`). */
  report?: 'inline' | 'toast';
}

/** One action's busy/error state; pass a function as the shorthand for `{ toMessage }`. */
export function useAction(options: ActionOptions | ActionOptions['toMessage'] = {}): Action {
  const picked = typeof options === 'function' ? { toMessage: options } : options;
  const toMessage = picked.toMessage ?? accountErrorMessage;
  const report = picked.report ?? 'inline';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const reportRef = useRef({ toMessage, report });
  reportRef.current = { toMessage, report };
  const run = useCallback(async (work: () => Promise<unknown>) => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (failure) {
      const message = reportRef.current.toMessage(failure);
      if (reportRef.current.report === 'toast') showToast(message, 'error');
      else setError(message);
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  const fail = useCallback((message: string) => setError(message), []);
  const clear = useCallback(() => setError(null), []);
  return { busy, error, fail, clear, run };
}

export function FormError({ error, className }: { error: string | null | undefined; className?: string }) {
  if (!error) return null;
  return (
    <p className={className ?? styles.error} role="alert">
      {error}
    </p>
  );
}

export interface FieldProps {
  /** The id of the input inside, for the label. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A label over one input, with an optional hint under it. */
export function Field({ id, label, hint, className, children }: FieldProps) {
  return (
    <div className={className ?? styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}

export interface SelectOption<V extends string | number> {
  value: V;
  label: ReactNode;
}

export interface SelectProps<V extends string | number> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  /** A first, empty choice (value ''), e.g. 선택해 주세요. */
  placeholder?: string;
}

/** A <select> over value/label pairs; numbers come back as numbers. */
export function Select<V extends string | number>({ value, options, onChange, placeholder, ...rest }: SelectProps<V>) {
  return (
    <select
      {...rest}
      value={value}
      onChange={(e) => {
        const picked = options.find((o) => String(o.value) === e.target.value);
        onChange(picked ? picked.value : (e.target.value as V));
      }}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export interface ActionFormProps {
  id?: string;
  className?: string;
  /** The action whose error line shows after the fields. */
  action?: Pick<Action, 'error'>;
  /** An error line of the form's own, when there is no action. */
  error?: string | null;
  errorClassName?: string;
  onSubmit: () => unknown;
  /** Browser validation bubbles; off by default (forms check their fields and say why in Korean). */
  validate?: boolean;
  children: ReactNode;
  /** After the error line: the form's own buttons. */
  actions?: ReactNode;
  'aria-label'?: string;
}

/** A <form> that never reloads the page: submitting calls `onSubmit`; the error line follows the fields. */
export function ActionForm({ id, className, action, error, errorClassName, onSubmit, validate = false, children, actions, ...aria }: ActionFormProps) {
  return (
    <form
      id={id}
      className={className ?? styles.form}
      noValidate={!validate}
      aria-label={aria['aria-label']}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      <FormError error={action?.error ?? error} className={errorClassName} />
      {actions}
    </form>
  );
}

export interface FormModalProps {
  /** Shown unless false (a modal that stays mounted while closed). */
  open?: boolean;
  title: string;
  size?: ModalProps['size'];
  onClose: () => void;
  submitLabel: ReactNode;
  closeLabel?: string;
  variant?: 'primary' | 'dark';
  action: Pick<Action, 'busy' | 'error'>;
  /** Keeps the main button off (besides while the action runs). */
  disabled?: boolean;
  onSubmit: () => unknown;
  className?: string;
  errorClassName?: string;
  children: ReactNode;
}

/** A modal holding one form: the footer's main button submits it; the action's error shows under the fields. */
export function FormModal({ open = true, title, size, onClose, submitLabel, closeLabel, variant, action, disabled, onSubmit, className, errorClassName, children }: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      footer={<ModalActions onClose={onClose} submitLabel={submitLabel} closeLabel={closeLabel} variant={variant} form={formId} disabled={action.busy || disabled} />}
    >
      <ActionForm id={formId} className={className} action={action} errorClassName={errorClassName} onSubmit={onSubmit}>
        {children}
      </ActionForm>
    </Modal>
  );
}

export interface FormButtonsProps {
  /** The submit button's label, e.g. 저장. */
  submitLabel: ReactNode;
  busy?: boolean;
  /** Without it there is no cancel button. */
  onCancel?: () => void;
  cancelLabel?: string;
  variant?: 'primary' | 'dark';
  className?: string;
}

/** A page form's buttons: cancel (when `onCancel` is given) and the submit button, off while busy. */
export function FormButtons({ submitLabel, busy, onCancel, cancelLabel = '취소', variant = 'primary', className }: FormButtonsProps) {
  return (
    <div className={className ?? styles.actions}>
      {onCancel && (
        <button type="button" className={button.outline} onClick={onCancel}>
          {cancelLabel}
        </button>
      )}
      <button type="submit" className={button[variant]} disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}

export interface ActionButtonProps {
  /** What the button does; a failure is shown as an error toast. */
  onRun: () => Promise<unknown>;
  className?: string;
  disabled?: boolean;
  toMessage?: (failure: unknown) => string;
  'aria-label'?: string;
  children: ReactNode;
}

/** A button that runs one action, off while it runs; a failure is shown as an error toast. */
export function ActionButton({ onRun, className, disabled, toMessage, children, ...aria }: ActionButtonProps) {
  const action = useAction({ toMessage, report: 'toast' });
  return (
    <button type="button" className={className} disabled={disabled || action.busy} aria-label={aria['aria-label']} onClick={() => void action.run(onRun)}>
      {children}
    </button>
  );
}
