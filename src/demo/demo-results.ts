/**
 * An invented iRacing export for a demo race: two classes, qualifying and race, in the bare 2022
 * shape the importer reads. Deterministic (no randomness), so every demo site shows the same podium.
 */

interface Driver {
  custId: number;
  name: string;
}

const CLASSES = [
  { car_class_id: 4001, short_name: 'GT3', name: 'GT3 Demo', car_id: 501, car_name: 'Bólido GT3 Demo' },
  { car_class_id: 4002, short_name: 'GT4', name: 'GT4 Demo', car_id: 502, car_name: 'Bólido GT4 Demo' },
] as const;

/** Ten-thousandths of a second, as iRacing stores lap times and intervals. */
const tenThousandths = (seconds: number) => Math.round(seconds * 10_000);

/**
 * `round` (0 unless given) changes the pace and the race's shuffle, so the rounds of one championship
 * have different winners; the drivers keep their customer ids (900 001 on, in the order given).
 */
export function demoRaceExport(input: { subsessionId: number; sessionName: string; track: string; start: Date; raceMinutes: number; drivers: string[]; round?: number }) {
  const round = input.round ?? 0;
  const drivers: Driver[] = input.drivers.map((name, i) => ({ custId: 900_001 + i, name }));
  const classOf = (i: number) => CLASSES[i % 2];
  const lapSeconds = (i: number) => (classOf(i).short_name === 'GT3' ? 95 : 101) + ((i + round * 3) % 5) * 0.213 + Math.floor(((i + round * 4) % drivers.length) / 2) * 0.171 + (round % 7) * 0.137;
  const laps = Math.floor((input.raceMinutes * 60) / 97);

  // Qualifying order is the lap-time order; the race shuffles it a little, the same way every time.
  const byPace = drivers.map((d, i) => ({ ...d, i })).sort((a, b) => lapSeconds(a.i) - lapSeconds(b.i));
  const raceOrder = byPace.map((d, pos) => ({ d, key: pos + ((d.i * 7 + round) % 5) * 0.6 })).sort((a, b) => a.key - b.key).map((x) => x.d);

  const row = (d: (typeof byPace)[number], position: number, positionInClass: number, extra: Record<string, unknown>) => ({
    cust_id: d.custId,
    display_name: d.name,
    finish_position: position,
    finish_position_in_class: positionInClass,
    car_id: classOf(d.i).car_id,
    car_name: classOf(d.i).car_name,
    car_class_id: classOf(d.i).car_class_id,
    car_class_short_name: classOf(d.i).short_name,
    livery: { car_number: String(10 + d.i) },
    oldi_rating: 1500 + d.i * 137,
    old_cpi: 1.5 + d.i * 0.25,
    reason_out: 'Running',
    ...extra,
  });
  const inClass = (list: typeof byPace) => {
    const seen = new Map<number, number>();
    return list.map((d) => {
      const id = classOf(d.i).car_class_id;
      const n = seen.get(id) ?? 0;
      seen.set(id, n + 1);
      return n;
    });
  };

  const qualyClassPositions = inClass(byPace);
  const qualifying = byPace.map((d, pos) =>
    row(d, pos, qualyClassPositions[pos]!, {
      starting_position: -1,
      laps_complete: 3,
      laps_lead: 0,
      incidents: d.i % 3 === 0 ? 2 : 0,
      best_lap_time: tenThousandths(lapSeconds(d.i) - 0.4),
      best_lap_num: 2,
      interval: -1,
      class_interval: -1,
      champ_points: 0,
      newi_rating: 1500 + d.i * 137,
      new_cpi: 1.5 + d.i * 0.25,
    }),
  );

  const raceClassPositions = inClass(raceOrder);
  const race = raceOrder.map((d, pos) =>
    row(d, pos, raceClassPositions[pos]!, {
      starting_position: byPace.indexOf(d),
      laps_complete: laps - (pos > 8 ? 1 : 0),
      laps_lead: pos === 0 ? laps - 3 : pos === 1 ? 3 : 0,
      incidents: (d.i * 3) % 7 === 0 ? 4 : (d.i * 3) % 5,
      best_lap_time: tenThousandths(lapSeconds(d.i) + 0.35),
      best_lap_num: 4 + (d.i % 9),
      interval: pos > 8 ? -1 : tenThousandths(pos * 2.137),
      class_interval: pos > 8 ? -1 : tenThousandths(raceClassPositions[pos]! * 3.091),
      champ_points: Math.max(0, 50 - pos * 4),
      newi_rating: 1500 + d.i * 137 + (byPace.indexOf(d) - pos) * 12,
      new_cpi: 1.5 + d.i * 0.25 - (d.i % 3) * 0.05,
    }),
  );

  const end = new Date(input.start.getTime() + (input.raceMinutes + 30) * 60_000);
  return {
    subsession_id: input.subsessionId,
    start_time: input.start.toISOString(),
    end_time: end.toISOString(),
    session_name: input.sessionName,
    league_name: 'Parrilla (demostración)',
    league_season_name: 'Temporada de demostración',
    track: { track_name: input.track, config_name: 'N/A' },
    car_classes: CLASSES.map(({ car_class_id, short_name, name, car_id }) => ({ car_class_id, short_name, name, cars_in_class: [{ car_id }] })),
    session_results: [
      { simsession_number: -1, simsession_type: 4, simsession_name: 'QUALIFY', results: qualifying },
      { simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: race },
    ],
  };
}
