import type { EnteredChampionshipSource, EnteredPlace } from '../../../src/modules/drivers/application/ports/driver-sources.port.js';

type Entered = Awaited<ReturnType<EnteredChampionshipSource['page']>>[number];

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The port's order: the latest start first, then name and id ascending. */
const order = (a: Pick<Entered, 'fechaInicio' | 'nombreCampeonato' | 'id'>, b: Pick<Entered, 'fechaInicio' | 'nombreCampeonato' | 'id'>) =>
  cmp(b.fechaInicio, a.fechaInicio) || cmp(a.nombreCampeonato, b.nombreCampeonato) || cmp(a.id, b.id);

/** The championships each driver entered, in memory; `asked` records every page asked for. */
export class MemoryEnteredChampionships implements EnteredChampionshipSource {
  readonly asked: Array<{ userId: string; after?: EnteredPlace; limit: number }> = [];
  constructor(private readonly entries: Array<{ userId: string; championship: Entered }> = []) {}

  enter(userId: string, championship: Entered): void {
    this.entries.push({ userId, championship });
  }

  async page(userId: string, options: { after?: EnteredPlace; limit: number }): Promise<Entered[]> {
    this.asked.push({ userId, ...options });
    const after = options.after;
    return this.entries
      .filter((e) => e.userId === userId)
      .map((e) => ({ ...e.championship }))
      .filter((c) => !after || order(after, c) < 0)
      .sort(order)
      .slice(0, options.limit);
  }
}
