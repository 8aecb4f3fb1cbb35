import { createContext, use } from 'react';

/**
 * What a page rendered on the server shares with the browser's first render of it (docs/adr/0036):
 * the instant the server rendered it and the site's origin as the server saw it. A component that is
 * hydrating (its HTML came from the server) renders with them, so it writes what the server wrote;
 * React renders it again right after with the browser's own clock and origin.
 */
export interface RenderedPage {
  /** The server's clock when it rendered the page (ms). */
  renderedAt: number;
  origin: string;
}

/** The server's render of this page, or null for a page the browser rendered itself. */
export const RenderedPageContext = createContext<RenderedPage | null>(null);

/** The element a server-rendered page carries its SWR answers and instant in (src/http/server-render.ts). */
export const SERVER_RENDER_ELEMENT_ID = 'server-render';

export interface ServerRenderData extends RenderedPage {
  /** SWR's answers by its serialised key, as the server's render had them: the browser's first render starts from them. */
  fallback: Record<string, unknown>;
}

/**
 * Whether the page the server rendered is still being taken over. True on the server and in the
 * browser's first render of a rendered page; the app turns it false once that render is on screen, as
 * a transition (web/src/app/app.tsx), so the components that follow it render again without holding
 * the main thread, and a part of the page React has not taken over yet (a Suspense boundary) is taken
 * over with the value it was rendered with, in slices, before it changes.
 */
export const HydratingContext = createContext(false);

/** The server's render of the page while this component renders on the server or hydrates; else null. */
export function useHydratingPage(): RenderedPage | null {
  const page = use(RenderedPageContext);
  return use(HydratingContext) ? page : null;
}
