import { useState } from 'react';
import { useIdentityDocumentUrl } from './get-identity-document';

/**
 * An identity document that is fetched (and its 閲覧 recorded) only when the staff member presses
 * 表示する: `shown` once pressed, or when this tab still has it from an earlier opening.
 */
export function useOpenedIdentityDocument(path: string | null) {
  const [opened, setOpened] = useState(false);
  const url = useIdentityDocumentUrl(path, opened);
  const shown = opened || url.data !== undefined;
  return { url, shown, open: () => setOpened(true) };
}
