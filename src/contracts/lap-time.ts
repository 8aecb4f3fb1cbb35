/** The fuel calculator's lap time as the page enters it (three inputs) and as the plan takes it (seconds). */

/** A lap time split as the page enters it. */
export interface LapTimeParts {
  minutes: number;
  seconds: number;
  milliseconds: number;
}

const wholeAtLeast = (v: number, min: number, max = Infinity) => (Number.isFinite(v) ? Math.min(Math.max(Math.trunc(v), min), max) : min);

/** The page's clamps: minutes at least 0, seconds 0 to 59, milliseconds 0 to 999. */
export function clampLapTimeParts(parts: LapTimeParts): LapTimeParts {
  return { minutes: wholeAtLeast(parts.minutes, 0), seconds: wholeAtLeast(parts.seconds, 0, 59), milliseconds: wholeAtLeast(parts.milliseconds, 0, 999) };
}

/** Seconds from minutes, seconds and milliseconds (after the clamps). */
export function lapTimeSeconds(parts: LapTimeParts): number {
  const p = clampLapTimeParts(parts);
  return (p.minutes * 60_000 + p.seconds * 1000 + p.milliseconds) / 1000;
}

/** 108.5 → { 1, 48, 500 }: how a preset's lap time fills the page's three inputs. */
export function splitLapTime(totalSeconds: number): LapTimeParts {
  const ms = Math.round(Math.max(0, totalSeconds) * 1000);
  return { minutes: Math.floor(ms / 60_000), seconds: Math.floor((ms % 60_000) / 1000), milliseconds: ms % 1000 };
}
