import { useT } from '@dementie/i18n-catalogues/react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../primitives/button';
import { classNames } from '../../primitives/class-names';
import { prefersReducedMotionNow } from '../shared/media-hooks';

/** Spec 2 §2.8: the modal animates over 350 ms (none under reduced motion). */
export const MODAL_ANIMATION_MS = 350;

/** An action button of the modal. */
export interface ModalAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /**
   * The action is running: the button says so (its label) and ignores clicks, but stays focusable
   * (aria-disabled), so a keyboard or screen-reader user is not dropped out of the dialog while it
   * runs, as a disabled button would do. Default false.
   */
  busy?: boolean;
  /** Gets the focus when the modal opens (the safe choice of a question). Default false: the first focusable element. */
  autoFocus?: boolean;
}

/** Props of `Modal`. */
export interface ModalProps {
  /** Whether the modal is shown. The parent owns this state and sets it false in `onClose`. */
  open: boolean;
  /**
   * Asked to close: by the 'Sluit' button, Escape or a click on the backdrop (spec 2 §2.8). After the
   * parent sets `open` false the modal animates out and focus returns to the element that opened it.
   */
  onClose: () => void;
  /** The heading; also the dialog's accessible name. */
  title: ReactNode;
  /** The text or content. */
  children?: ReactNode;
  /** The main action, shown as a primary button. */
  primaryAction?: ModalAction;
  /** A second action, shown as a secondary button. */
  secondaryAction?: ModalAction;
  /** Close on a click beside the panel. Default true (spec 2 §2.8). */
  closeOnBackdrop?: boolean;
  /** Wider panel for galleries and book details. Default `medium`. */
  size?: 'medium' | 'large';
  /** Hide the title visually (it stays the accessible name), e.g. in the lightbox. Default false. */
  hideTitle?: boolean;
  /** Extra keys for the whole dialog, e.g. arrows in the lightbox. Escape is handled already. */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  /**
   * Where focus goes on close when nothing opened the modal (it opened with the page, as a shared
   * link to a book does): the element a visitor would have opened it with. Default: the page.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
  className?: string;
}

/**
 * An accessible modal on the native `<dialog>` (`showModal`: the rest of the page is inert, focus
 * stays inside). Escape, the backdrop and 'Sluit' close it; focus goes back to the opener.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  primaryAction,
  secondaryAction,
  closeOnBackdrop = true,
  size = 'medium',
  hideTitle,
  onKeyDown,
  returnFocusTo,
  className,
}: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<Element | null>(null);
  const [visible, setVisible] = useState(false);
  // Keeps the content rendered while the closing animation runs.
  const [shown, setShown] = useState(false);
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  const latestReturnFocusTo = useRef(returnFocusTo);
  latestReturnFocusTo.current = returnFocusTo;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      if (dialog.open) return;
      openerRef.current = document.activeElement;
      dialog.showModal();
      setShown(true);
      // Browsers focus the first focusable element (the close button); an element marked
      // data-autofocus (an action's autoFocus, a field to fill) goes first, and without either we
      // focus the close button ourselves.
      const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
      if (preferred) preferred.focus();
      else if (!dialog.contains(document.activeElement)) closeRef.current?.focus();
      const frame = requestAnimationFrame(() => setVisible(true));
      return () => cancelAnimationFrame(frame);
    }
    if (!dialog.open) return;
    setVisible(false);
    const finish = () => {
      dialog.close();
      setShown(false);
      const opener = openerRef.current;
      const openedByElement = opener instanceof HTMLElement && opener.isConnected && opener !== document.body;
      const target = openedByElement ? opener : latestReturnFocusTo.current?.();
      target?.focus();
      openerRef.current = null;
    };
    const duration = prefersReducedMotionNow() ? 0 : MODAL_ANIMATION_MS;
    if (duration === 0) {
      finish();
      return;
    }
    const timer = setTimeout(finish, duration);
    return () => {
      clearTimeout(timer);
      if (dialog.open) finish();
    };
  }, [open]);

  // When the focused control goes away while the dialog is open (an action that is done, replaced
  // by its result), focus stays in the dialog: on the new content's element marked data-autofocus
  // (the result message), else on 'Sluit'. Never on the page behind, which is inert.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog?.open || dialog.contains(document.activeElement)) return;
    const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
    (preferred ?? closeRef.current)?.focus();
  });

  return (
    <dialog
      ref={dialogRef}
      // Named by its title only while the title is there. Set then, on the client, the name never
      // points at an id from the server's render that the title no longer has (a modal on a
      // server-rendered page kept the server's id while its title got the browser's).
      aria-labelledby={open || shown ? titleId : undefined}
      className={classNames(
        'bk-modal',
        `bk-modal--${size}`,
        visible ? 'bk-modal--visible' : undefined,
        className,
      )}
      onCancel={(event) => {
        // Keep the dialog open until the parent agrees, so the closing animation can run.
        event.preventDefault();
        latestOnClose.current();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          latestOnClose.current();
          return;
        }
        onKeyDown?.(event);
      }}
      onClick={(event) => {
        // A click on the <dialog> itself (not on the panel inside) is a click on the backdrop.
        if (closeOnBackdrop && event.target === event.currentTarget) latestOnClose.current();
      }}
    >
      {open || shown ? (
        <div className="bk-modal__panel">
          <div className="bk-modal__header">
            <h2 id={titleId} className={hideTitle ? 'bk-visually-hidden' : 'bk-modal__title'}>
              {title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              className="bk-modal__close"
              onClick={() => latestOnClose.current()}
            >
              <span aria-hidden="true" className="bk-modal__close-icon">
                ×
              </span>
              {t('modal.close')}
            </button>
          </div>
          <div className="bk-modal__body">{children}</div>
          {primaryAction || secondaryAction ? (
            <div className="bk-modal__actions">
              {primaryAction ? <ActionButton action={primaryAction} /> : null}
              {secondaryAction ? <ActionButton action={secondaryAction} variant="secondary" /> : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

/** One of the dialog's action buttons; the one marked autoFocus takes the focus when the dialog opens. */
function ActionButton({ action, variant }: { action: ModalAction; variant?: 'secondary' }) {
  return (
    <Button
      variant={variant}
      onClick={action.busy ? undefined : action.onClick}
      disabled={action.disabled}
      aria-disabled={action.busy ? true : undefined}
      data-autofocus={action.autoFocus ? '' : undefined}
    >
      {action.label}
    </Button>
  );
}
