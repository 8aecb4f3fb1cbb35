import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the window (one window height ahead by default),
 * and stays true from then on: what a section waits for before loading code the first screen does not
 * need. True at once where the browser cannot tell. Nothing is watched while `enabled` is false (the
 * content above is still loading, so the element is not yet where it will stay).
 */
export function useNearViewport<T extends Element>(margin = '100% 0px', enabled = true): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // The server's render (no window) is not near: it writes what the browser's first render shows.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !enabled || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin, enabled]);
  return [ref, near];
}
