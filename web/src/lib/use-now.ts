import { use, useState, useSyncExternalStore } from 'react';
import { RenderedPageContext, useHydratingPage } from './server-render';

/**
 * The current time in ms, refreshed every second. Every countdown on the page shares one timer, so
 * fifty championship cards tick together instead of running fifty intervals. A page rendered on the
 * server hydrates with the server's instant (what its HTML shows), then ticks from now.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: number | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 1000);
    // The first render may have read a time kept from the last page with a countdown: refresh it now.
    queueMicrotask(listener);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

export function useNow(): number {
  // The server snapshot is read on the server and while hydrating: the instant the server rendered.
  const renderedAt = use(RenderedPageContext)?.renderedAt ?? null;
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => renderedAt ?? now,
  );
}

/**
 * The instant a component first rendered, without ticking: the server's while the page is rendered
 * there or taken over (what its HTML shows, and what marks the server's render as reading the clock,
 * docs/adr/0073), else the browser's when the component appeared.
 */
export function useRenderInstant(): number {
  const renderedAt = useHydratingPage()?.renderedAt;
  const [appeared] = useState(() => Date.now());
  return renderedAt ?? appeared;
}
