import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The real iRacing exports live beside the project, in `../shared/fixtures/iracing` (they hold real
 * drivers' names and are never copied in); `IRACING_FIXTURES_DIR` points elsewhere. This file is the one
 * place that decides what happens when they are absent: locally the suites that need them skip, with a
 * notice naming the folder; under CI (`CI=true`) they fail, so a run without them cannot pass unnoticed.
 */
export const FIXTURES_DIR = path.resolve(process.env.IRACING_FIXTURES_DIR ?? path.resolve(import.meta.dirname, '../../../shared/fixtures/iracing'));

/** Whether this run must have the exports: CI says so with `CI=true` (or `1`), as every CI service does. */
export const fixturesRequired = (): boolean => /^(true|1)$/i.test(process.env.CI ?? '');

export const MISSING_FIXTURES_MESSAGE = `Faltan las exportaciones reales de iRacing en ${FIXTURES_DIR}: en CI (CI=true) las pruebas que las usan fallan en vez de omitirse.`;

let warned = false;

/**
 * Whether the real exports are here. When they are not: under CI it throws (the test or hook that asked
 * fails with the reason); locally it answers false after one notice, and the caller skips.
 */
export function fixturesPresent(): boolean {
  if (existsSync(FIXTURES_DIR)) return true;
  if (fixturesRequired()) throw new Error(MISSING_FIXTURES_MESSAGE);
  if (!warned) console.warn(`[aviso] se omiten las pruebas que usan las exportaciones reales de iRacing: no existe ${FIXTURES_DIR}`);
  warned = true;
  return false;
}

/** In a test: goes on when the exports are here; skips it locally and fails it under CI when not. */
export function needFixtures(test: Mocha.Context): void {
  if (!fixturesPresent()) test.skip();
}

/** Files of the folder that are not results: lap-chart answers and the data API's other answers. */
export const isNotAResultFixture = (name: string) => name.startsWith('lap-chart') || name.startsWith('data-');

/** Result fixtures: every .json but the lap-chart files and the data API's other answers, which are not results. */
export function resultFixtureNames(): string[] {
  return fixturesPresent() ? readdirSync(FIXTURES_DIR).filter((f) => f.endsWith('.json') && !isNotAResultFixture(f)) : [];
}

export const fixtureBytes = (name: string) => readFileSync(path.join(FIXTURES_DIR, name));

/** The raw export, parsed here in the test and independently of the product's reader. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function rawFixture(name: string): any {
  let text = fixtureBytes(name).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const parsed = JSON.parse(text);
  return parsed.type === 'event_result' ? parsed.data : parsed;
}

/** `describe` over the real exports: when absent, one test naming the folder, skipped locally and failing under CI. */
export function describeWithFixtures(title: string, suite: () => void): void {
  if (existsSync(FIXTURES_DIR)) {
    describe(title, suite);
    return;
  }
  describe(title, () => {
    it(`needs the real iRacing exports in ${FIXTURES_DIR}`, function () {
      needFixtures(this);
    });
  });
}

export interface InventedRow {
  cust_id?: number;
  team_id?: number;
  display_name: string;
  finish_position?: number;
  finish_position_in_class?: number;
  starting_position?: number;
  laps_complete: number;
  laps_lead?: number;
  incidents: number;
  best_lap_time?: number;
  best_lap_num?: number;
  interval?: number;
  class_interval?: number;
  car_id?: number;
  car_name?: string;
  car_class_id?: number;
  car_class_short_name?: string;
  champ_points?: number;
  oldi_rating?: number;
  newi_rating?: number;
  old_cpi?: number;
  new_cpi?: number;
  reason_out?: string;
  livery?: { car_number: string };
  driver_results?: InventedRow[];
}

/** A row with sensible defaults for the fields a test does not care about. */
export function row(fields: InventedRow): InventedRow {
  return {
    starting_position: -1,
    laps_lead: 0,
    best_lap_time: -1,
    best_lap_num: -1,
    interval: -1,
    class_interval: -1,
    car_id: 1,
    car_name: 'Coche Inventado',
    car_class_id: 10,
    champ_points: 0,
    oldi_rating: -1,
    newi_rating: -1,
    old_cpi: -1,
    new_cpi: -1,
    reason_out: 'Running',
    livery: { car_number: String((fields.finish_position ?? 0) + 1) },
    finish_position_in_class: fields.finish_position,
    ...fields,
  };
}

export interface InventedSession {
  simsession_number: number;
  simsession_type: number;
  simsession_name: string;
  results: InventedRow[];
}

/** A small bare export with invented names, in the 2022 field set. */
export function inventedExport(overrides: Record<string, unknown> & { session_results: InventedSession[] }) {
  return {
    subsession_id: 90000001,
    start_time: '2026-03-01T18:00:00Z',
    end_time: '2026-03-01T19:00:00Z',
    session_name: 'Copa Inventada',
    league_name: 'Liga de Prueba',
    league_season_name: 'Temporada 1',
    track: { track_name: 'Autódromo Ficticio', config_name: 'N/A' },
    car_classes: [{ car_class_id: 10, short_name: 'GT Inv', name: 'GT Inventado', cars_in_class: [{ car_id: 1 }] }],
    ...overrides,
  };
}

/**
 * A bare export of one race session with invented names, run for an hour and ended `endedAgoMs`
 * before `now` (so published an hour after that end); `overrides` set its other fields.
 */
export function endedRace(now: Date, endedAgoMs: number, results: InventedRow[], overrides: Record<string, unknown> = {}) {
  const end = new Date(now.getTime() - endedAgoMs);
  return inventedExport({
    ...overrides,
    start_time: new Date(end.getTime() - 60 * 60 * 1000).toISOString(),
    end_time: end.toISOString(),
    session_results: [{ simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results }],
  });
}
