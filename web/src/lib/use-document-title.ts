import { useEffect } from 'react';

const SITE = 'Parrilla';

/** Names the browser tab after the screen, so history and screen readers tell pages apart. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE} · Sim racing en México`;
  }, [title]);
}
