import { useEffect, useRef, type RefObject } from 'react';

/**
 * Shows a native `<dialog>` as a modal while `open` (`showModal`: the page behind is inert, Esc
 * fires `cancel`), moves the focus to `initialFocus`, and on closing gives the focus back to
 * what had it (the button that opened the dialog). Attach the returned ref to the `<dialog>`;
 * the caller keeps `open` in React state, so the element and the state always agree.
 */
export function useModalDialog(
  open: boolean,
  initialFocus: RefObject<HTMLElement | null>,
): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      initialFocus.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus();
    }
  }, [open, initialFocus]);

  return dialogRef;
}
