import { useCallback, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useBlocker } from 'react-router';
import type { BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export const unsavedChangesMessages = {
  title: '保存していない変更があります。このページを離れますか？',
  body: '離れると、入力した内容は失われます。',
  leave: '保存せずに離れる',
  stay: 'このページに残る',
} as const;

export type UnsavedChangesBlocker = {
  /** Render it once on the screen: the confirmation shown when someone tries to leave. */
  dialog: ReactNode;
  /**
   * Lets the next navigation through without asking, e.g. right after a save that moves to
   * another page (the form may still report itself dirty until it re-renders).
   */
  allowNextNavigation: () => void;
};

/**
 * Warns before an edited form is left: a navigation inside the app (link, back button) waits
 * for 「保存せずに離れる」 in a dialog (react-router's `useBlocker`); reloading or closing the tab
 * gets the browser's own question (`beforeunload`). Changes of only the query or hash of the
 * same page do not ask.
 */
export function useUnsavedChangesBlocker(isDirty: boolean): UnsavedChangesBlocker {
  const bypass = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (bypass.current) {
        bypass.current = false;
        return false;
      }
      return isDirty && currentLocation.pathname !== nextLocation.pathname;
    },
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  // A form saved (no longer dirty) while the question was open lets the move through.
  useEffect(() => {
    if (blocker.state === 'blocked' && !isDirty) blocker.proceed();
  }, [blocker, isDirty]);

  const allowNextNavigation = useCallback(() => {
    bypass.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={unsavedChangesMessages.title}
      confirmLabel={unsavedChangesMessages.leave}
      cancelLabel={unsavedChangesMessages.stay}
      variant="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{unsavedChangesMessages.body}</p>
    </ConfirmDialog>
  );

  return { dialog, allowNextNavigation };
}
