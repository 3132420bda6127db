import { useEffect } from 'react';
import { formatDocumentTitle } from '@/utils/format-document-title';

/** Sets `document.title` to `<title> | <site name>` while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
