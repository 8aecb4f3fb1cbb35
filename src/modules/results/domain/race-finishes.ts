import { racePhase, type ResultCarClass, type ResultEntry, type ResultPhase } from './event-result.js';

/** One driver's finish in an event's main race, as his results notice tells it. */
export interface RaceFinish {
  eventId: string;
  custId: number;
  /** Overall place (his team's in a team event), 1-based, out of `de` cars. */
  posicion: number;
  de: number;
  /** His class's short name when the race had more than one class; null otherwise. */
  clase: string | null;
  /** Place in his class, out of `deClase` cars of it (the overall figures in a one-class race). */
  posicionClase: number;
  deClase: number;
}

export type FinishRow = Pick<ResultEntry, 'id' | 'phaseId' | 'teamEntryId' | 'custId' | 'finishPosition' | 'finishPositionInClass' | 'carClassId'>;

/**
 * Every driver with an iRacing id who has a row in the event's main race (racePhase), placed as the
 * results page places him: his own row, or his team's in a team event. Cars are the rows that are not
 * a team's drivers.
 */
export function raceFinishes(eventId: string, phases: readonly ResultPhase[], carClasses: readonly ResultCarClass[], entries: readonly FinishRow[]): RaceFinish[] {
  const main = racePhase(phases.filter((p) => p.eventId === eventId));
  if (!main) return [];
  const rows = entries.filter((e) => e.phaseId === main.id);
  const cars = rows.filter((e) => e.teamEntryId === null);
  const byId = new Map(cars.map((c) => [c.id, c]));
  const perClass = new Map<number, number>();
  for (const c of cars) perClass.set(c.carClassId, (perClass.get(c.carClassId) ?? 0) + 1);
  const multiclass = perClass.size > 1;
  const className = (id: number) => {
    const c = carClasses.find((k) => k.eventId === eventId && k.carClassId === id);
    return c?.shortName || c?.name || `Clase ${id}`;
  };
  const finishes: RaceFinish[] = [];
  for (const row of rows) {
    if (row.custId === null) continue;
    const car = row.teamEntryId === null ? row : byId.get(row.teamEntryId);
    if (!car) continue;
    finishes.push({
      eventId,
      custId: row.custId,
      posicion: car.finishPosition,
      de: cars.length,
      clase: multiclass ? className(car.carClassId) : null,
      posicionClase: multiclass ? car.finishPositionInClass : car.finishPosition,
      deClase: multiclass ? perClass.get(car.carClassId)! : cars.length,
    });
  }
  return finishes.sort((a, b) => a.posicion - b.posicion || a.custId - b.custId);
}
