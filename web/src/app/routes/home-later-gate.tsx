import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { wantFooter } from '@/components/layout/site-layout';
import { AppErrorBoundary } from '@/components/ui/error-boundary';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useHydratingPage } from '@/lib/server-render';
import type { HomeLaterProps } from './home-later';

/**
 * Everything below the championships (standings, events, podium, moments, video, sponsors, contact)
 * is more code than the first screen's own: it loads when the visitor comes within a window's height
 * of it, so a phone shows the first screen with less JavaScript.
 */
const HomeLater = lazy(() => import('./home-later'));

/** What a link may point at above this part: the skip link's target and the first two sections. */
const EARLIER = new Set(['contenido', 'header_box', 'campeonatoslistcontainer']);

/** Stands where that part goes until it has loaded: at least a window high, so the footer never shows on the first screen and jumps away. */
function LaterPlaceholder() {
  return (
    <div className="home-later-placeholder" aria-busy="true">
      <span className="visually-hidden">Cargando el resto de la página…</span>
    </div>
  );
}

/**
 * `settled`: whether the championships above have loaded (or failed); until then the page is short
 * and this part would look near when it will not be.
 */
export function HomeLaterGate({ settled, ...props }: Omit<HomeLaterProps, 'scrollTo'> & { settled: boolean }) {
  // Watches the part itself, placeholder or sections: once near, it stays.
  const [ref, near] = useNearViewport<HTMLDivElement>(undefined, settled);
  // While the page the server rendered is being taken over, the address's #part is not there: the
  // server never sees it, and a link followed before the app came (the page takes a tap before it is
  // taken over) must not make this first render differ from the server's. It counts right after.
  const hash = useLocation().hash;
  const id = useHydratingPage() !== null ? '' : decodeURIComponent(hash.slice(1));
  // A link to one of its sections (`/#contactSection`, the top bar's "Contacto") loads it at once; it scrolls there once shown.
  const asked = id !== '' && !EARLIER.has(id) ? id : null;
  const later = near || asked !== null;
  // The footer comes below this part: its code loads with it.
  useEffect(() => {
    if (later) wantFooter();
  }, [later]);
  return (
    <div ref={ref}>
      {later ? (
        <AppErrorBoundary>
          <Suspense fallback={<LaterPlaceholder />}>
            <HomeLater {...props} scrollTo={asked} />
          </Suspense>
        </AppErrorBoundary>
      ) : (
        <LaterPlaceholder />
      )}
    </div>
  );
}
