import { expect } from 'chai';
import { CreateSeries, DeleteSeries, GetEdition, GetSeries, ListSeasons, ListSeries, SetEdition, UpdateSeries } from '../../../src/modules/seasons/application/series.use-cases.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError } from '../../../src/platform/errors.js';
import type { FileStorage } from '../../../src/platform/files/file-storage.port.js';
import { SEASON_ARCHIVE_PAGE } from '../../../src/contracts/seasons.contract.js';
import { MemoryCatalog, MemoryClosures, MemorySeries } from '../../support/in-memory/seasons.js';
import { TINY_PNG } from '../../support/in-memory/files.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';

const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };
const driver: Actor = { id: 'ana', rol: 'user', suspendido: false };

function seasons() {
  const series = new MemorySeries();
  const closures = new MemoryClosures();
  const catalog = new MemoryCatalog(
    new Map([
      ['f26', { nombreCampeonato: 'Copa Fórmulas 2026', categoria: 'Fórmulas' }],
      ['f27', { nombreCampeonato: 'Copa Fórmulas 2027', categoria: 'Fórmulas' }],
      ['gt', { nombreCampeonato: 'GT Nocturno', categoria: 'GT' }],
    ]),
  );
  const removed: string[] = [];
  const storage: FileStorage = { save: async () => ({ url: '/uploads/series/logo.png' }), remove: async (url: string) => void removed.push(url) } as FileStorage;
  const { audit, log } = memoryAudit();
  const deps = { series, closures, catalog, storage, clock: new ManualClock(new Date('2027-01-10T18:00:00.000Z')), newId: sequentialIds('serie'), tx: new MemoryTransactions(series, closures, log), audit };
  return {
    log,
    series,
    closures,
    catalog,
    removed,
    list: new ListSeries(deps),
    seasons: new ListSeasons(deps),
    get: new GetSeries(deps),
    create: new CreateSeries(deps),
    update: new UpdateSeries(deps),
    remove: new DeleteSeries(deps),
    edition: new GetEdition(deps),
    setEdition: new SetEdition(deps),
  };
}

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  try {
    await work;
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error('se esperaba un rechazo');
}

describe('Series and their editions', () => {
  it('creates a series, puts two championships in it as seasons and lists the editions newest first', async () => {
    const s = seasons();
    const copa = await s.create.execute(admin, { fields: { nombre: 'Copa Fórmulas', categoria: 'Fórmulas', descripcion: 'Monoplazas' } });
    await s.setEdition.execute(admin, 'f26', { serieId: copa.id, temporada: '2026' });
    await s.setEdition.execute(admin, 'f27', { serieId: copa.id, temporada: 2027, diasPrioridad: 10 });

    const detail = await s.get.execute(copa.id);
    expect(detail.edicionesLista.map((e) => [e.temporada, e.nombreCampeonato, e.diasPrioridad])).to.deep.equal([
      [2027, 'Copa Fórmulas 2027', 10],
      [2026, 'Copa Fórmulas 2026', 7],
    ]);
    expect((await s.list.execute()).map((x) => [x.nombre, x.ediciones, x.ultimaTemporada])).to.deep.equal([['Copa Fórmulas', 2, 2027]]);
    expect((await s.edition.execute('f26'))?.serieId).to.equal(copa.id);
    expect(await s.edition.execute('gt')).to.equal(null);
  });

  it('lists every series with its editions counted and its newest season, a series without editions with none, reading no edition', async () => {
    const s = seasons();
    const copa = await s.create.execute(admin, { fields: { nombre: 'Copa Fórmulas', categoria: 'Fórmulas' } });
    const gt = await s.create.execute(admin, { fields: { nombre: 'GT Nocturno', categoria: 'GT' } });
    await s.create.execute(admin, { fields: { nombre: 'Resistencia', categoria: 'GT' } });
    await s.setEdition.execute(admin, 'f27', { serieId: copa.id, temporada: 2027 });
    await s.setEdition.execute(admin, 'f26', { serieId: copa.id, temporada: 2026 });
    await s.setEdition.execute(admin, 'gt', { serieId: gt.id, temporada: 2025 });
    s.series.editionsAsked = [];
    expect((await s.list.execute()).map((x) => [x.nombre, x.ediciones, x.ultimaTemporada])).to.deep.equal([
      ['Copa Fórmulas', 2, 2027],
      ['GT Nocturno', 1, 2025],
      ['Resistencia', 0, null],
    ]);
    expect(s.series.editionsAsked).to.deep.equal([]);
  });

  it('shows each closed edition with its champions and the open ones without', async () => {
    const s = seasons();
    const copa = await s.create.execute(admin, { fields: { nombre: 'Copa Fórmulas', categoria: 'Fórmulas' } });
    await s.setEdition.execute(admin, 'f26', { serieId: copa.id, temporada: 2026 });
    await s.setEdition.execute(admin, 'f27', { serieId: copa.id, temporada: 2027 });
    const empty = { campeonatoId: 'f26', rondas: [], hastaRonda: 1, grupos: [], equipos: [] };
    await s.closures.insert({ campeonatoId: 'f26', tabla: empty, cerradaEn: '2026-12-01T00:00:00.000Z', cerradaPor: 'admin-1' }, [
      { tipo: 'piloto', clave: 'g:Pro', grupo: 'Pro', posicion: 1, nombre: 'Ana Prueba', userId: 'ana', custId: 1, puntos: 100 },
      { tipo: 'piloto', clave: 'g:Pro', grupo: 'Pro', posicion: 2, nombre: 'Beto Prueba', userId: 'beto', custId: 2, puntos: 90 },
    ]);
    const [newest, closed] = (await s.get.execute(copa.id)).edicionesLista;
    expect([newest!.cerrada, newest!.campeones]).to.deep.equal([false, []]);
    expect([closed!.cerrada, closed!.campeones.map((c) => c.nombre)]).to.deep.equal([true, ['Ana Prueba']]);
  });

  it('refuses a name another series has, whatever its accents, case or spaces, removing the logo sent with it', async () => {
    const s = seasons();
    const copa = await s.create.execute(admin, { fields: { nombre: 'Copa Fórmulas', categoria: 'Fórmulas' } });
    const twice = await refusal(s.create.execute(admin, { fields: { nombre: ' copa  FORMULAS', categoria: 'Fórmulas' }, logo: TINY_PNG }));
    expect([twice.code, twice.message, twice.errors?.nombre]).to.deep.equal(['SERIES_NAME_TAKEN', 'Ya existe una serie con ese nombre.', 'Ya existe una serie con ese nombre.']);
    expect(s.removed).to.deep.equal(['/uploads/series/logo.png']);
    const gt = await s.create.execute(admin, { fields: { nombre: 'GT Nocturno', categoria: 'GT' } });
    expect((await refusal(s.update.execute(admin, gt.id, { fields: { nombre: 'Copa Formulas' } }))).code).to.equal('SERIES_NAME_TAKEN');
    await s.update.execute(admin, copa.id, { fields: { nombre: 'copa fórmulas' } });
    expect((await s.list.execute()).map((x) => x.nombre)).to.deep.equal(['copa fórmulas', 'GT Nocturno']);
  });

  it('refuses a second edition of the same season, naming the championship that has it, and changes nothing', async () => {
    const s = seasons();
    const copa = await s.create.execute(admin, { fields: { nombre: 'Copa Fórmulas', categoria: 'Fórmulas' } });
    await s.setEdition.execute(admin, 'f26', { serieId: copa.id, temporada: 2026 });
    const err = await refusal(s.setEdition.execute(admin, 'f27', { serieId: copa.id, temporada: 2026 }));
    expect([err.code, err.message]).to.deep.equal(['EDITION_TAKEN', 'La serie ya tiene la Temporada 2026: «Copa Fórmulas 2026».']);
    expect(await s.edition.execute('f27')).to.equal(null);
  });

  it('refuses an unknown series or championship, a season out of range, and non-admins', async () => {
    const s = seasons();
    const copa = await s.create.execute(admin, { fields: { nombre: 'Copa Fórmulas', categoria: 'Fórmulas' } });
    expect((await refusal(s.setEdition.execute(admin, 'f26', { serieId: 'ninguna', temporada: 2026 }))).code).to.equal('SERIES_NOT_FOUND');
    expect((await refusal(s.setEdition.execute(admin, 'nada', { serieId: copa.id, temporada: 2026 }))).code).to.equal('CHAMPIONSHIP_NOT_FOUND');
    const range = await refusal(s.setEdition.execute(admin, 'f26', { serieId: copa.id, temporada: 1990 }));
    expect(range.errors).to.deep.equal({ temporada: 'La temporada debe ser un año entre 2000 y 2100.' });
    expect((await refusal(s.setEdition.execute(driver, 'f26', { serieId: copa.id, temporada: 2026 }))).code).to.equal('ADMIN_ONLY');
    expect((await refusal(s.create.execute(admin, { fields: { categoria: 'GT' } }))).errors).to.deep.equal({ nombre: 'El nombre de la serie es obligatorio.' });
    expect(s.series.editionRows.size).to.equal(0);
  });

  it('refuses to delete a series with editions; deletes an empty one with its logo', async () => {
    const s = seasons();
    const copa = await s.create.execute(admin, { fields: { nombre: 'Copa Fórmulas', categoria: 'Fórmulas' }, logo: undefined });
    await s.setEdition.execute(admin, 'f26', { serieId: copa.id, temporada: 2026 });
    const err = await refusal(s.remove.execute(admin, copa.id));
    expect([err.code, err.message]).to.deep.equal(['SERIES_HAS_EDITIONS', 'La serie tiene 1 edición: no se puede eliminar.']);
    expect(await s.series.findById(copa.id)).to.not.equal(null);

    const vacia = await s.create.execute(admin, { fields: { nombre: 'Resistencia', categoria: 'GT' } });
    await s.series.update(vacia.id, { logoUrl: '/uploads/series/r.png' });
    await s.remove.execute(admin, vacia.id);
    expect(await s.series.findById(vacia.id)).to.equal(null);
    expect(s.removed).to.deep.equal(['/uploads/series/r.png']);
  });

  it('renames a series and moves a championship to another one', async () => {
    const s = seasons();
    const a = await s.create.execute(admin, { fields: { nombre: 'Copa', categoria: 'Fórmulas' } });
    const b = await s.create.execute(admin, { fields: { nombre: 'GT', categoria: 'GT' } });
    await s.setEdition.execute(admin, 'gt', { serieId: a.id, temporada: 2026 });
    await s.setEdition.execute(admin, 'gt', { serieId: b.id, temporada: 2026 });
    expect((await s.update.execute(admin, b.id, { fields: { nombre: 'GT Nocturno' } })).nombre).to.equal('GT Nocturno');
    expect((await s.list.execute()).map((x) => [x.nombre, x.ediciones])).to.deep.equal([
      ['Copa', 0],
      ['GT Nocturno', 1],
    ]);
  });

  it('lists the archive by season, newest first, with the series of each championship; one season or 404', async () => {
    const s = seasons();
    const copa = await s.create.execute(admin, { fields: { nombre: 'Copa Fórmulas', categoria: 'Fórmulas' } });
    const gt = await s.create.execute(admin, { fields: { nombre: 'GT', categoria: 'GT' } });
    await s.setEdition.execute(admin, 'f26', { serieId: copa.id, temporada: 2026 });
    await s.setEdition.execute(admin, 'f27', { serieId: copa.id, temporada: 2027 });
    await s.setEdition.execute(admin, 'gt', { serieId: gt.id, temporada: 2026 });
    const all = await s.seasons.execute();
    expect(all.map((x) => [x.temporada, x.campeonatos.map((c) => `${c.serie.nombre}: ${c.nombreCampeonato}`)])).to.deep.equal([
      [2027, ['Copa Fórmulas: Copa Fórmulas 2027']],
      [2026, ['Copa Fórmulas: Copa Fórmulas 2026', 'GT: GT Nocturno']],
    ]);
    expect((await s.seasons.execute('2027')).map((x) => x.temporada)).to.deep.equal([2027]);
    expect((await refusal(s.seasons.execute('2030'))).code).to.equal('SEASON_NOT_FOUND');
    expect((await refusal(s.seasons.execute('nada'))).code).to.equal('SEASON_NOT_FOUND');
    // A number no database column holds is no season either (not an error of the server).
    for (const year of ['1e308', '99999999999', '-2026', '2026.0']) expect((await refusal(s.seasons.execute(year))).code, year).to.equal('SEASON_NOT_FOUND');
  });

  it('lists the archive a page of seasons at a time, newest first: the next page by season, any size up to the most, refusals in Spanish', async () => {
    const s = seasons();
    const copa = await s.create.execute(admin, { fields: { nombre: 'Copa Fórmulas', categoria: 'Fórmulas' } });
    const gt = await s.create.execute(admin, { fields: { nombre: 'GT', categoria: 'GT' } });
    const years = [2019, 2020, 2021, 2022, 2023, 2024, 2025];
    for (const year of years) {
      s.catalog.names.set(`f${year}`, { nombreCampeonato: `Copa Fórmulas ${year}`, categoria: 'Fórmulas' });
      s.catalog.names.set(`gt${year}`, { nombreCampeonato: `GT ${year}`, categoria: 'GT' });
      await s.setEdition.execute(admin, `f${year}`, { serieId: copa.id, temporada: year });
      if (year % 2 === 1) await s.setEdition.execute(admin, `gt${year}`, { serieId: gt.id, temporada: year });
    }
    const newestFirst = [...years].reverse();

    const first = await s.seasons.page({});
    expect(first.data.map((x) => x.temporada)).to.deep.equal(newestFirst.slice(0, SEASON_ARCHIVE_PAGE.size));
    expect(first.data[0]!.campeonatos.map((c) => [c.serie.nombre, c.campeonatoId])).to.deep.equal([
      ['Copa Fórmulas', 'f2025'],
      ['GT', 'gt2025'],
    ]);
    expect(first.siguiente).to.equal(newestFirst[SEASON_ARCHIVE_PAGE.size]);
    // The seasons are asked one more than a page, the editions of the page's seasons only.
    expect(s.series.seasonsAsked).to.deep.equal([{ upTo: undefined, limit: SEASON_ARCHIVE_PAGE.size + 1 }]);
    expect(s.series.editionsAsked.at(-1)).to.deep.equal({ temporadas: newestFirst.slice(0, SEASON_ARCHIVE_PAGE.size) });

    for (const limite of ['1', '2', String(SEASON_ARCHIVE_PAGE.maxSize)]) {
      const seen: number[] = [];
      let desde: string | undefined;
      for (;;) {
        const page = await s.seasons.page({ limite, desde });
        expect(page.data.length).to.be.at.most(Number(limite));
        seen.push(...page.data.map((x) => x.temporada));
        if (page.siguiente === null) break;
        desde = String(page.siguiente);
      }
      expect(seen, `limite ${limite}`).to.deep.equal(newestFirst);
    }
    for (const limite of ['0', String(SEASON_ARCHIVE_PAGE.maxSize + 1), '1.5', 'todas']) {
      const error = await refusal(s.seasons.page({ limite }));
      expect([error.code, error.errors?.limite], limite).to.deep.equal(['VALIDATION_ERROR', 'Se muestran de 1 a 10 temporadas por página']);
    }
    for (const desde of ['ayer', '1999', '20250', '-2020']) {
      const error = await refusal(s.seasons.page({ desde }));
      expect([error.code, error.errors?.desde], desde).to.deep.equal(['VALIDATION_ERROR', 'La página pedida no es válida: vuelve al inicio de la lista']);
    }
    expect(await s.seasons.page({ desde: '2018' })).to.deep.equal({ data: [], siguiente: null });
  });

  it('a deletion another one beat to it is refused as not found, leaving the logo to the one that deleted it', async () => {
    const s = seasons();
    const vacia = await s.create.execute(admin, { fields: { nombre: 'Resistencia', categoria: 'GT' } });
    await s.series.update(vacia.id, { logoUrl: '/uploads/series/r.png' });
    const read = await s.series.findById(vacia.id);
    await s.series.delete(vacia.id);
    // The second request read the series before the first deleted it.
    s.series.findById = async () => read;
    expect((await refusal(s.remove.execute(admin, vacia.id))).code).to.equal('SERIES_NOT_FOUND');
    expect(s.removed).to.deep.equal([]);
  });

  it('records who created, renamed and deleted a series and placed a championship in it, once each; the same edition again records nothing', async () => {
    const s = seasons();
    const copa = await s.create.execute(admin, { fields: { nombre: 'Copa Fórmulas', categoria: 'Fórmulas' } });
    await s.update.execute(admin, copa.id, { fields: { nombre: 'Copa Monoplazas' } });
    await s.update.execute(admin, copa.id, { fields: { nombre: 'Copa Monoplazas' } });
    await s.setEdition.execute(admin, 'f26', { serieId: copa.id, temporada: 2026 });
    await s.setEdition.execute(admin, 'f26', { serieId: copa.id, temporada: 2026 });
    const gt = await s.create.execute(admin, { fields: { nombre: 'GT Nocturno', categoria: 'GT' } });
    await s.remove.execute(admin, gt.id);
    await refusal(s.remove.execute(admin, gt.id));
    expect(s.log.entries.map((e) => [e.actorId, e.accion, e.objetoTipo, e.objetoNombre])).to.deep.equal([
      ['admin-1', 'serie.creada', 'serie', 'Copa Fórmulas'],
      ['admin-1', 'serie.editada', 'serie', 'Copa Monoplazas'],
      ['admin-1', 'campeonato.edicion', 'campeonato', 'Copa Fórmulas 2026'],
      ['admin-1', 'serie.creada', 'serie', 'GT Nocturno'],
      ['admin-1', 'serie.eliminada', 'serie', 'GT Nocturno'],
    ]);
    expect(s.log.entries[1]!.cambios).to.deep.equal([{ campo: 'nombre', antes: 'Copa Fórmulas', despues: 'Copa Monoplazas' }]);
    expect(s.log.entries[2]!.cambios.map((c) => [c.campo, c.antes, c.despues])).to.deep.equal([['diasPrioridad', null, 7], ['serieId', null, copa.id], ['temporada', null, 2026]]);
  });
});
