import './layout.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Footer } from './footer';
import { TopBar } from './top-bar';
import type { MenuUser } from './user-menu';

/**
 * The public frame. A change of page starts at the top; a link to a home section scrolls to it once
 * the section is on screen (the router does not do either by itself).
 */
export function SiteLayout({ user, children }: { user: MenuUser | null; children: ReactNode }) {
  const { pathname, hash } = useLocation();
  const firstPage = useRef(true);

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
      <Footer />
    </div>
  );
}
