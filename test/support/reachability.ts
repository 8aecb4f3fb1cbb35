import type { Page } from 'playwright-core';

export interface Unreachable {
  /** The control's accessible text (aria-label, else its text). */
  name: string;
  /** Why a person cannot use it. */
  problem: string;
}

/**
 * Checks, in the page, that a person can reach each element matching `selector` (inside `within`):
 * the page is scrolled up or down to it and, if it lies outside the box of a table (or any box) that
 * the user can scroll sideways (overflow-x auto or scroll), that box is scrolled to it — never a box
 * that clips its content (overflow hidden), which a person cannot scroll. It must then lie inside
 * the viewport and be the element under its own centre (not covered by anything). Elements that
 * are not rendered, or visually hidden (1 px), are not controls a person sees and are left out.
 * Answers the ones that fail.
 */
export async function unreachable(page: Page, selector: string, within = 'body'): Promise<Unreachable[]> {
  // No named functions inside: the test runner's compiler would wrap them in a helper the page lacks.
  return page.evaluate(
    ({ selector, within }) => {
      const problems: { name: string; problem: string }[] = [];
      const root = document.querySelector(within);
      if (!root) return [{ name: within, problem: 'no such container' }];
      for (const el of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
        const first = el.getBoundingClientRect();
        if (el.getClientRects().length === 0 || first.width <= 2 || first.height <= 2) continue;
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim() || el.outerHTML.slice(0, 80);
        // Up or down: the window's own scroll puts it mid-screen (instantly: the site scrolls smoothly).
        window.scrollBy({ top: first.top + first.height / 2 - window.innerHeight / 2, behavior: 'instant' });
        // Sideways: only boxes a person can scroll.
        for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
          const overflowX = getComputedStyle(box).overflowX;
          if (!((overflowX === 'auto' || overflowX === 'scroll') && box.scrollWidth > box.clientWidth)) continue;
          const outer = box.getBoundingClientRect();
          const inner = el.getBoundingClientRect();
          if (inner.left < outer.left || inner.right > outer.right) box.scrollBy({ left: inner.left - outer.left - (outer.width - inner.width) / 2, behavior: 'instant' });
        }
        const r = el.getBoundingClientRect();
        const width = document.documentElement.clientWidth;
        if (r.left < -0.5 || r.right > width + 0.5 || r.top < -0.5 || r.bottom > window.innerHeight + 0.5) {
          problems.push({ name, problem: `outside the viewport at x ${Math.round(r.left)}–${Math.round(r.right)} of ${width}, y ${Math.round(r.top)}–${Math.round(r.bottom)}` });
          continue;
        }
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit || !(hit === el || el.contains(hit))) {
          problems.push({ name, problem: `covered by ${hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).split(' ').join('.')}` : 'nothing'}` });
        }
      }
      return problems;
    },
    { selector, within },
  );
}

/** How far the page scrolls sideways: 0 when it fits its window. */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The buttons and links of table rows. */
export const ROW_CONTROLS = 'table tbody tr :is(button, a[href])';

export const describeUnreachable = (list: Unreachable[]) => list.map((u) => `${u.name}: ${u.problem}`).join('\n');
