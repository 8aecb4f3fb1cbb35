import type { Clock } from '../../../platform/clock.js';
import { isAdmin, type Actor } from '../../identity/index.js';
import { eventNotFound } from '../domain/results.errors.js';
import type { EventRef } from './ports/result-event.repository.port.js';

/** Who is looking: nobody (anonymous), a user, or an admin. */
export type Viewer = Actor | null | undefined;

/**
 * The publication rule: everybody but an admin sees an event only from one hour after it ended.
 * Answers the instant up to which events are visible, or undefined for "all of them".
 */
export function visibleUpTo(viewer: Viewer, clock: Clock): string | undefined {
  return isAdmin(viewer) ? undefined : clock.now().toISOString();
}

/** A path's event: digits are an iRacing subsession id, anything else the product's own id. */
export function eventRef(raw: string | number | undefined): EventRef {
  const text = String(raw ?? '').trim();
  if (/^\d{1,15}$/.test(text)) return { subsessionId: Number(text) };
  if (/^[\w-]{1,36}$/.test(text)) return { id: text };
  throw eventNotFound();
}

/** An event the viewer may not see yet is answered as missing, so its existence does not leak. */
export function assertVisible(event: { publishedAt: string }, viewer: Viewer, clock: Clock): void {
  const upTo = visibleUpTo(viewer, clock);
  if (upTo !== undefined && event.publishedAt > upTo) throw eventNotFound();
}
