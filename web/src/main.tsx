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

const rendered = root.hasChildNodes() ? serverRender() : null;
const app = (
  <StrictMode>
    <App fallback={rendered?.fallback} rendered={rendered ? { renderedAt: rendered.renderedAt, origin: rendered.origin } : null} />
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
// itself (the profile offers it from the second visit on); the service worker is registered once the
// page has loaded, its code apart from the first screen's.
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  window.parrillaOfertaInstalar = event;
});
const registerApp = () => void import('./pwa/register').then((m) => m.registerApp());
if (document.readyState === 'complete') setTimeout(registerApp, 0);
else window.addEventListener('load', () => setTimeout(registerApp, 0), { once: true });
