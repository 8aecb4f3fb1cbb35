import './layout.css';
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { TopBar } from './top-bar';
import type { MenuUser } from './user-menu';

type Listener = () => void;
const listeners = new Set<Listener>();
let footerWanted = false;
const onFooterWanted = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Asks for the footer's code (see `SiteFooter`): the home page does when its later part nears the window. */
export function wantFooter(): void {
  if (footerWanted) return;
  footerWanted = true;
  listeners.forEach((listener) => listener());
}

const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

let serverFooter: string | null | undefined;

/** The footer as the server wrote it, taken over without its code: its HTML, its links plain ones. */
function KeptFooter() {
  // On the server (where it is only the stand-in while the footer's code loads), nothing.
  if (typeof document === 'undefined') return null;
  serverFooter ??= document.querySelector('footer.footer')?.innerHTML ?? null;
  return serverFooter === null ? null : <footer className="footer" dangerouslySetInnerHTML={{ __html: serverFooter }} />;
}

/**
 * The footer. Its code (its links, the contact details and their icons) loads once the footer can be
 * seen: on the home page, with what follows the championships (the footer is below it, never on the
 * first screen, whose JavaScript has a budget: bench/home-bundle.ts); on any other page, at once. Until
 * then the browser keeps the server's footer as it is, until it is replaced by the same footer (the main
 * part is at least a window high, so a page the server did not render never shows a footer appear on
 * its first screen).
 */
function SiteFooter() {
  const wanted = useSyncExternalStore(onFooterWanted, () => footerWanted, () => false);
  return <Suspense fallback={<KeptFooter />}>{wanted || typeof window === 'undefined' ? <Footer /> : <KeptFooter />}</Suspense>;
}

/**
 * The public frame. A change of page starts at the top; a link to a home section scrolls to it once
 * the section is on screen (the router does not do either by itself).
 */
export function SiteLayout({ user, children }: { user: MenuUser | null; children: ReactNode }) {
  const { pathname, hash } = useLocation();
  const firstPage = useRef(true);

  useEffect(() => {
    if (pathname !== '/') wantFooter();
  }, [pathname]);

  useEffect(() => {
    // The page the visitor opened is already at its top (or where the browser restores it): scrolling
    // there would only make the browser lay out the whole page while it is being taken over.
    const opened = firstPage.current;
    firstPage.current = false;
    if (!hash) {
      if (!opened) window.scrollTo(0, 0);
      return;
    }
    const frame = window.requestAnimationFrame(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView());
    return () => window.cancelAnimationFrame(frame);
  }, [pathname, hash]);

  return (
    <div className="site">
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      <TopBar user={user} />
      <main id="contenido" className="site__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
