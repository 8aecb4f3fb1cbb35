import { useSyncExternalStore } from 'react';

/**
 * The current time in ms, refreshed every second. Every countdown on the page shares one timer, so
 * fifty championship cards tick together instead of running fifty intervals.
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
  return useSyncExternalStore(subscribe, () => now, () => now);
}
