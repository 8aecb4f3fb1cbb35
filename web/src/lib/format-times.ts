/**
 * Lap times, intervals and durations as the results, analyses and fuel screens write them: apart from
 * web/src/lib/format.ts, which the home page loads, since none of its screens shows one.
 */
import { LAPPED_LABEL, lapsDownLabel } from '@contracts/iracing-terms';

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/**
 * Milliseconds as whole ten-thousandths of a second: iRacing's own unit, which the results keep
 * (one decimal of a millisecond).
 */
const tenThousandths = (ms: number) => Math.round(ms * 10);

/** Seconds with three decimals, or four when the ten-thousandth is not 0 (only the digits that matter). */
function secondsText(units: number): string {
  const whole = Math.floor(units / 10_000);
  const fraction = units % 10_000;
  return fraction % 10 === 0 ? `${whole}.${pad(fraction / 10, 3)}` : `${whole}.${pad(fraction, 4)}`;
}

/** Lap time from milliseconds: 'm:ss.mmm', or 'm:ss.mmmm' when the export gave a ten-thousandth. */
export function formatLapTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '—';
  const units = tenThousandths(ms);
  const minutes = Math.floor(units / 600_000);
  const rest = secondsText(units % 600_000);
  return `${minutes}:${rest.padStart(rest.length + (rest.indexOf('.') === 1 ? 1 : 0), '0')}`;
}

/** Interval to the leader from milliseconds: seconds with 3 decimals (4 when the ten-thousandth is not 0), or 'Vuelta' (lapped) when 0 and not first. */
export function formatInterval(ms: number | null | undefined, options: { isLeader?: boolean } = {}): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '—';
  if (ms === 0 && !options.isLeader) return LAPPED_LABEL;
  const units = tenThousandths(ms);
  return units < 0 ? `-${secondsText(-units)}` : secondsText(units);
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
