// The invented league season the iRacing sync bench uses: 20 weekly rounds of 30 drivers (practice,
// qualifying, race) with their lap charts, the same in the bench and in the stand-in's own process.
import { IracingStandIn } from '../test/support/iracing-stand-in.js';

export const SESSIONS = 20;
const DRIVERS = 30;
const LAPS = 40;
export const LEAGUE = 7000;
export const SEASON = 7001;

/** One invented round: practice, qualifying and race of 30 drivers, launched on day `round` of 2026 at 19:00 UTC. */
export function roundExport(round: number) {
  const start = new Date(Date.UTC(2026, 0, 1 + 7 * round, 19, 1));
  const rows = (type: number) =>
    Array.from({ length: DRIVERS }, (_, i) => ({
      cust_id: 500000 + ((i * 7 + round) % DRIVERS),
      display_name: `Piloto ${(i * 7 + round) % DRIVERS}`,
      finish_position: i,
      finish_position_in_class: i,
      starting_position: type === 6 ? (i + round) % DRIVERS : -1,
      laps_complete: type === 6 ? LAPS - Math.floor(i / 10) : 8,
      laps_lead: i === 0 ? LAPS : 0,
      incidents: i % 5,
      best_lap_time: 900_000 + i * 1700,
      best_lap_num: 3,
      interval: i === 0 ? 0 : i * 13_000,
      class_interval: i === 0 ? 0 : i * 13_000,
      reason_out: 'Running',
      car_id: 1,
      car_name: 'Coche Inventado',
      car_class_id: 10,
      car_class_short_name: 'GT Inv',
      champ_points: 0,
      oldi_rating: 2000 + i,
      newi_rating: 2010 + i,
      old_cpi: -1,
      new_cpi: -1,
      livery: { car_number: String(i + 1) },
    }));
  return {
    subsession_id: 95000000 + round,
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 3_600_000).toISOString(),
    session_name: `Ronda ${round}`,
    league_name: 'Liga de Prueba',
    league_season_name: 'Temporada de prueba',
    track: { track_name: 'Autódromo Ficticio', config_name: 'Completo' },
    car_classes: [{ car_class_id: 10, short_name: 'GT Inv', name: 'GT Inventado', cars_in_class: [{ car_id: 1 }] }],
    session_results: [
      { simsession_number: -2, simsession_type: 3, simsession_name: 'PRACTICE', results: rows(3) },
      { simsession_number: -1, simsession_type: 5, simsession_name: 'QUALIFY', results: rows(5) },
      { simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: rows(6) },
    ],
  };
}

function lapChart(round: number) {
  return Array.from({ length: DRIVERS }, (_, car) =>
    Array.from({ length: LAPS + 1 }, (_, lap) => ({ group_id: 500000 + ((car * 7 + round) % DRIVERS), display_name: `Piloto ${car}`, lap_number: lap, lap_position: ((car + lap) % DRIVERS) + 1, car_number: String(car + 1) })),
  ).flat();
}


/** The stand-in's data for the whole season. */
export function fillSeason(stand: IracingStandIn): void {
  const exports = Array.from({ length: SESSIONS }, (_, round) => roundExport(round));
  stand.setSeason(
    LEAGUE,
    SEASON,
    exports.map((e, round) => ({ subsession_id: e.subsession_id, launch_at: new Date(Date.UTC(2026, 0, 1 + 7 * round, 19, 0, 30)).toISOString(), has_results: true })),
  );
  exports.forEach((e, round) => {
    stand.results.set(e.subsession_id, e);
    stand.setLapChart(e.subsession_id, lapChart(round));
  });
}

// Run as a process of its own (`tsx bench/iracing-season.ts`): the stand-in answers from there, so its
// work does not count in the bench's process, as iRacing's does not; it prints its environment.
if (process.argv[1] === (await import('node:url')).fileURLToPath(import.meta.url)) {
  const stand = new IracingStandIn();
  await stand.start();
  fillSeason(stand);
  console.log(JSON.stringify(stand.env()));
  process.on('SIGTERM', () => void stand.stop().then(() => process.exit(0)));
}
