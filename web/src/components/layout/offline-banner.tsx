import { useSyncExternalStore } from 'react';
import { keptDataAt, offlineBannerText, onKeptData } from '@/pwa/offline-state';

/** Above a page showing the data the phone kept (no connection): from when that data is. */
export function OfflineBanner() {
  const at = useSyncExternalStore(onKeptData, keptDataAt, () => null);
  if (at === null) return null;
  return (
    <p className="offline-banner" role="status">
      {offlineBannerText(at)}
    </p>
  );
}
