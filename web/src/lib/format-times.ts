/**
 * Lap times, intervals and durations as the results, analyses and fuel screens write them: apart from
 * web/src/lib/format.ts, which the home page loads, since none of its screens shows one.
 */
import { LAPPED_LABEL, lapsDownLabel } from '@contracts/iracing-terms';

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** Lap time from milliseconds: 'm:ss.mmm'. */
export function formatLapTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '—';
  const total = Math.round(ms);
  const minutes = Math.floor(total / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  return `${minutes}:${pad(seconds)}.${pad(total % 1000, 3)}`;
}

/** Interval to the leader from milliseconds: seconds with 3 decimals, or 'Vuelta' (lapped) when 0 and not first. */
export function formatInterval(ms: number | null | undefined, options: { isLeader?: boolean } = {}): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '—';
  if (ms === 0 && !options.isLeader) return LAPPED_LABEL;
  return (ms / 1000).toFixed(3);
}

export { lapsDownLabel as lapsDown };

export const formatRatio = (value: number) => value.toFixed(4);
export const formatCpi = (value: number) => value.toFixed(5);

/** A duration in seconds as 'h:mm:ss', or 'm:ss' under an hour. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
