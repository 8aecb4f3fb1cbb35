/**
 * Which race of a championship each session of its iRacing league season belongs to: the race whose
 * start it launched within 3 hours before or 12 hours after (the nearest start when two qualify); a
 * race's sessions are its scored sessions 1, 2, 3 in launch order.
 */
export const BEFORE_START_MS = 3 * 60 * 60 * 1000;
export const AFTER_START_MS = 12 * 60 * 60 * 1000;
export const MAX_SESSIONS_PER_RACE = 3;

export interface SeasonSession {
  subsessionId: number;
  launchAt: string;
  hasResults: boolean;
  track: string;
}

export interface RaceStart {
  id: string;
  /** ISO instant. */
  inicio: string;
}

export interface SessionMatch {
  session: SeasonSession;
  /** The race and its scored session, or null when no race is near enough (or the race already has three). */
  carreraId: string | null;
  sesion: number | null;
}

export function matchSessions(sessions: readonly SeasonSession[], races: readonly RaceStart[]): SessionMatch[] {
  const ordered = [...sessions].sort((a, b) => a.launchAt.localeCompare(b.launchAt) || a.subsessionId - b.subsessionId);
  const counts = new Map<string, number>();
  return ordered.map((session) => {
    const launched = new Date(session.launchAt).getTime();
    let best: { id: string; distance: number } | null = null;
    for (const race of races) {
      const start = new Date(race.inicio).getTime();
      const offset = launched - start;
      if (offset < -BEFORE_START_MS || offset > AFTER_START_MS) continue;
      const distance = Math.abs(offset);
      if (!best || distance < best.distance) best = { id: race.id, distance };
    }
    if (!best) return { session, carreraId: null, sesion: null };
    const sesion = (counts.get(best.id) ?? 0) + 1;
    if (sesion > MAX_SESSIONS_PER_RACE) return { session, carreraId: null, sesion: null };
    counts.set(best.id, sesion);
    return { session, carreraId: best.id, sesion };
  });
}
