import type { MyStewardingAnswer } from '../../../contracts/stewarding.views.js';
import type { Actor } from '../../identity/index.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { StewardAssignments } from './ports/steward-assignments.port.js';
import { stewardScope } from './steward-rules.js';

/** GET /api/reportes/comisarios/mios: the championships whose reports the signed-in steward judges (an admin: all). */
export class MyStewarding {
  constructor(private readonly deps: { assignments: StewardAssignments; competitions: CompetitionDirectory }) {}

  async execute(actor: Actor): Promise<MyStewardingAnswer> {
    const scope = await stewardScope(actor, this.deps.assignments);
    if (scope.todos) return { todos: true, campeonatos: [] };
    const championships = await this.deps.competitions.championships(scope.campeonatoIds);
    return {
      todos: false,
      campeonatos: championships.map((c) => ({ id: c.id, nombreCampeonato: c.nombreCampeonato })).sort((a, b) => a.nombreCampeonato.localeCompare(b.nombreCampeonato, 'es')),
    };
  }
}
