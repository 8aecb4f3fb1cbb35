import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/base.css';
import './components/ui/ui.css';
import { App } from './app/app';
import { loadScreen } from './app/router';
import { SERVER_RENDER_ELEMENT_ID, type ServerRenderData } from './lib/server-render';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

/** What the server's render of this page had (docs/adr/0036), or null for a page the server did not render. */
function serverRender(): ServerRenderData | null {
  const element = document.getElementById(SERVER_RENDER_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent) as ServerRenderData;
  } catch {
    return null;
  }
}

let firstRenderDone!: () => void;
const firstRender = new Promise<void>((resolve) => {
  firstRenderDone = resolve;
});

const rendered = root.hasChildNodes() ? serverRender() : null;
const app = (
  <StrictMode>
    <App fallback={rendered?.fallback} rendered={rendered ? { renderedAt: rendered.renderedAt, origin: rendered.origin } : null} onShown={firstRenderDone} />
  </StrictMode>
);
// A page the server rendered is taken over as it stands (the same components, the same answers, the
// same instant). Either way as a transition: React yields to the browser every few milliseconds
// instead of holding the main thread for the whole first render (a phone stays responsive).
if (rendered) {
  // The screen's code is asked for in a task of its own: Vite's loader appends a preload link for each
  // chunk the screen needs (20–35 ms on a phone), which would otherwise lengthen the evaluation of the
  // app's modules, the longest task of the load (docs/adr/0036, addendum).
  setTimeout(() => {
    void loadScreen(window.location.pathname)
      .catch(() => undefined)
      .then(() => startTransition(() => void hydrateRoot(root, app)));
  }, 0);
} else {
  startTransition(() => createRoot(root).render(app));
}

// The site as an app (docs/adr/0055). The browser's offer to install it is kept, never shown by
// itself (the profile offers it from the second visit on, counted as the page loads). The service
// worker is registered once the page has loaded, the app has taken it over and the browser is idle,
// its code apart from the first screen's: its first install downloads this build's files, work that would otherwise compete with
// the takeover for a phone's processor (docs/adr/0055, addendum).
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  window.parrillaOfertaInstalar = event;
});
const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});
/** Runs `task` when the browser has had nothing to do for a moment (two idle periods in a row), 10 s at most. */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback !== 'function') {
    setTimeout(task, 2000);
    return;
  }
  window.requestIdleCallback(() => window.requestIdleCallback(task, { timeout: 5000 }), { timeout: 5000 });
}
void loaded
  .then(() => import('./pwa/register'))
  .then(async (app) => {
    app.watchInstallation();
    await firstRender;
    whenIdle(() => void app.registerWorker());
  });
