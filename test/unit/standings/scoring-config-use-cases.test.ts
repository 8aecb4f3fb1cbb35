import { expect } from 'chai';
import { scoringPreset } from '../../../src/contracts/standings-config.contract.js';
import { STANDINGS_MSG } from '../../../src/contracts/standings.messages.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { GetScoringConfig, SetScoringConfig } from '../../../src/modules/standings/application/scoring-config.use-cases.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { MemoryScoringConfigs, MemoryStandingsChampionships } from '../../support/in-memory/standings.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { MemoryTransactions } from '../../support/in-memory/transactions.js';
import { refusal } from '../../support/refusal.js';

const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };
const steward: Actor = { id: 'carlos', rol: 'comisario', suspendido: false };

function scoring() {
  const configs = new MemoryScoringConfigs();
  const { audit, log } = memoryAudit();
  const tx = new MemoryTransactions(configs, log);
  const deps = { tx, audit, configs, championships: new MemoryStandingsChampionships([{ id: 'copa', nombreCampeonato: 'Copa Volcán' }]), clock: new ManualClock(new Date('2026-04-01T18:00:00.000Z')), closedSeasons: { assertOpen: async () => undefined, finalTable: async () => null } };
  return { configs, log, get: new GetScoringConfig(deps), set: new SetScoringConfig(deps) };
}

const custom = {
  tiposPuntuacion: [{ nombre: 'Carrera', eventos: [{ nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [10, 6, 3] }] }],
  formato: { porDefecto: ['Carrera'] },
};

describe('Scoring configuration use cases over memory', () => {
  it('a championship without a stored configuration scores with the F1 preset, and says so', async () => {
    const s = scoring();
    expect(await s.get.execute(admin, 'copa')).to.deep.equal({ campeonatoId: 'copa', porDefecto: true, aviso: STANDINGS_MSG.defaultConfig, configuracion: scoringPreset('f1'), actualizadoEn: null });
  });

  it('an administrator stores a whole document, which reads back with every default', async () => {
    const s = scoring();
    const saved = await s.set.execute(admin, 'copa', custom);
    expect(saved).to.include({ porDefecto: false, actualizadoEn: '2026-04-01T18:00:00.000Z' });
    const read = await s.get.execute(admin, 'copa');
    expect(read.configuracion).to.deep.equal(saved.configuracion);
    expect(JSON.parse(s.configs.rows.get('copa')!).actualizadoPor).to.equal('admin-1');
  });

  it('refuses anyone but an administrator, an unknown championship and a document that breaks the contract, storing nothing', async () => {
    const s = scoring();
    expect((await refusal(s.get.execute(steward, 'copa'))).message).to.equal('Acceso solo para administradores');
    expect((await refusal(s.set.execute(steward, 'copa', custom))).code).to.equal('ADMIN_ONLY');
    expect((await refusal(s.set.execute(admin, 'nada', custom))).message).to.equal(STANDINGS_MSG.championshipNotFound);
    const broken = await refusal(s.set.execute(admin, 'copa', { ...custom, tiposPuntuacion: [{ ...custom.tiposPuntuacion[0], eventos: [{ ...custom.tiposPuntuacion[0]!.eventos[0], tabla: [-1] }] }] }));
    expect(Object.values(broken.errors ?? {})).to.include('Los puntos de la tabla no pueden ser negativos');
    expect(s.configs.rows.size).to.equal(0);
  });

  it('records who changed the scoring and which parts, once; saving the same document again records nothing, a refused one neither', async () => {
    const s = scoring();
    await s.set.execute(admin, 'copa', custom);
    await s.set.execute(admin, 'copa', custom);
    await s.set.execute(admin, 'copa', { ...custom, rondasDescartadas: 1 });
    await refusal(s.set.execute(admin, 'copa', { tiposPuntuacion: 'nada' }));
    expect(s.log.entries.map((e) => [e.actorId, e.accion, e.objetoId])).to.deep.equal([
      ['admin-1', 'campeonato.puntuacion', 'copa'],
      ['admin-1', 'campeonato.puntuacion', 'copa'],
    ]);
    expect(s.log.entries[0]!.cambios.map((c) => c.campo)).to.include('tiposPuntuacion');
    expect(s.log.entries[1]!.cambios.map((c) => c.campo)).to.deep.equal(['rondasDescartadas']);
  });
});
