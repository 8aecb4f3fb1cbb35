import { lazy, Suspense, useEffect, useState } from 'react';
import { onReconfirmationNeeded } from '@/lib/api-client';

const ReconfirmDialog = lazy(() => import('./reconfirm-dialog'));

/**
 * Mounted once beside the app: when a sensitive action answers REAUTH_REQUIRED, asks the person to
 * confirm it is them (its code loaded only then), and tells the waiting call whether to send it again.
 */
export function ReconfirmHost() {
  const [waiting, setWaiting] = useState<((confirmed: boolean) => void) | null>(null);
  useEffect(() => onReconfirmationNeeded(() => new Promise<boolean>((resolve) => setWaiting(() => resolve))), []);
  if (!waiting) return null;
  const done = (confirmed: boolean) => {
    setWaiting(null);
    waiting(confirmed);
  };
  return (
    <Suspense fallback={null}>
      <ReconfirmDialog onDone={done} />
    </Suspense>
  );
}
