import type { IdGenerator } from '../../../platform/ids.js';
import type { DeviceNotices } from '../../../platform/push/device-notices.port.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { Transaction } from '../../../platform/transactions.js';
import { activePoints, thresholdsReached, type LicenceEntry, type Suspension } from '../domain/licence.js';
import type { PanelSettings } from '../domain/panel.js';
import type { Penalty } from '../domain/report.entity.js';
import type { CompetitionDirectory, CompetitionRace } from './ports/competition-directory.port.js';
import type { DriverAccount, DriverAccounts } from './ports/driver-directory.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';
import type { SuspensionStore } from './ports/suspension-store.port.js';

export interface ThresholdDeps {
  competitions: CompetitionDirectory;
  accounts: DriverAccounts;
  suspensions: SuspensionStore;
  outbox: MailOutbox;
  newId: IdGenerator;
  /** The drivers' devices (docs/adr/0056); stand-ins without it queue no pushes. */
  notices?: DeviceNotices;
}

const SIGNATURE = '\n\nEl equipo de comisarios de Parrilla';
export const SANCTION_LABELS = { carrera: 'Una carrera de suspensión', expulsion: 'Expulsión' } as const;

/**
 * What the thresholds need besides the driver's points, read before the penalty's transaction (SQLite has
 * one connection: nothing is read beside it inside). The points are not among them: they are read inside
 * the transaction, under the driver's lock (`writePenalty`).
 */
export interface LicenceFacts {
  settings: PanelSettings;
  races: CompetitionRace[];
  driver: DriverAccount | null;
  admins: DriverAccount[];
  campeonato: string;
}

export async function licenceFacts(deps: Pick<ThresholdDeps, 'competitions' | 'accounts'>, settings: PanelSettings, userId: string): Promise<LicenceFacts> {
  const [races, driver, admins, [championship]] = await Promise.all([
    settings.umbralesLicencia.length ? deps.competitions.racesOf(settings.campeonatoId) : Promise.resolve([]),
    settings.umbralesLicencia.length ? deps.accounts.find(userId) : Promise.resolve(null),
    settings.umbralesLicencia.length ? deps.accounts.admins() : Promise.resolve([]),
    deps.competitions.championships([settings.campeonatoId]),
  ]);
  return { settings, races, driver, admins, campeonato: championship?.nombreCampeonato ?? 'el campeonato' };
}

/** A driver's licence points as the rules read them, from his penalties. */
export function licenceEntries(penalties: readonly Penalty[]): LicenceEntry[] {
  return penalties.filter((p) => p.puntosLicencia > 0).map((p) => ({ carreraId: p.carreraId, puntosLicencia: p.puntosLicencia }));
}

/**
 * Writes a penalty inside `trx` and, when it carries licence points, suspends the driver for each threshold
 * it takes him to: his points are read after taking the lock that queues his ledger, so penalties written at
 * the same instant each count the ones committed before them and the one that crosses a threshold sees it.
 */
export async function writePenalty(
  deps: Pick<ThresholdDeps, 'suspensions' | 'outbox' | 'newId' | 'notices'> & { reports: Pick<ReportRepository, 'lockDriverLedger' | 'insertPenalty'> },
  trx: Transaction,
  penalty: Penalty,
  facts: LicenceFacts,
  now: Date,
): Promise<Suspension[]> {
  if (penalty.puntosLicencia === 0) {
    await deps.reports.insertPenalty(penalty, trx);
    return [];
  }
  const before = licenceEntries(await deps.reports.lockDriverLedger(penalty.campeonatoId, penalty.userId, trx));
  await deps.reports.insertPenalty(penalty, trx);
  return applyThresholds(deps, trx, { ...facts, userId: penalty.userId, before, added: { carreraId: penalty.carreraId, puntosLicencia: penalty.puntosLicencia }, now });
}

/**
 * After a penalty with licence points is written (inside its transaction, under the driver's lock): the
 * thresholds the driver's counting points reach now and did not before suspend him from the championship's
 * next race (or expel him from it on), once per threshold; he and the admins are mailed. No race ahead:
 * nothing to suspend.
 */
async function applyThresholds(
  deps: Pick<ThresholdDeps, 'suspensions' | 'outbox' | 'newId' | 'notices'>,
  trx: Transaction,
  facts: LicenceFacts & { userId: string; before: LicenceEntry[]; added: LicenceEntry; now: Date },
): Promise<Suspension[]> {
  const { settings, races } = facts;
  if (settings.umbralesLicencia.length === 0 || facts.added.puntosLicencia === 0) return [];
  const order = races.map((r) => r.id);
  const nextIndex = races.findIndex((r) => r.inicio > facts.now.toISOString());
  if (nextIndex === -1) return [];
  const before = activePoints(facts.before, order, nextIndex, settings.caducidadCarreras);
  const after = activePoints([...facts.before, facts.added], order, nextIndex, settings.caducidadCarreras);
  const next = races[nextIndex]!;
  const created: Suspension[] = [];
  for (const threshold of thresholdsReached(before, after, settings.umbralesLicencia)) {
    const suspension: Suspension = {
      id: deps.newId(),
      campeonatoId: settings.campeonatoId,
      userId: facts.userId,
      tipo: threshold.sancion,
      carreraId: next.id,
      umbral: threshold.puntos,
      puntos: after,
      createdAt: facts.now.toISOString(),
      levantadaPor: null,
      levantadaAt: null,
      motivoLevantamiento: null,
    };
    if (await deps.suspensions.insert(suspension, trx)) created.push(suspension);
  }
  const { driver, admins, campeonato } = facts;
  const name = driver ? `${driver.nombre} ${driver.apellido}`.trim() : 'Un piloto';
  for (const s of created) {
    const what = s.tipo === 'carrera' ? `queda suspendido para la carrera de ${next.circuito}` : `queda expulsado del campeonato desde la carrera de ${next.circuito}`;
    const text = (to: string) =>
      `Hola, ${to}:\n\n${name} alcanzó ${s.puntos} puntos de licencia en ${campeonato} (umbral de ${s.umbral}: ${SANCTION_LABELS[s.tipo].toLowerCase()}) y ${what}. Si corre esa carrera, su resultado cuenta como descalificación.${SIGNATURE}`;
    const subject = `${SANCTION_LABELS[s.tipo]}: ${name} en ${campeonato}`;
    if (driver?.email) await deps.outbox.enqueue({ to: driver.email, subject, text: text(driver.nombre) }, trx);
    if (driver?.email) {
      const cuerpo = s.tipo === 'carrera' ? `Alcanzaste ${s.puntos} puntos de licencia en ${campeonato}: no puedes correr la carrera de ${next.circuito}.` : `Alcanzaste ${s.puntos} puntos de licencia en ${campeonato}: quedas fuera del campeonato desde la carrera de ${next.circuito}.`;
      await deps.notices?.notify({ userId: facts.userId, tipo: 'suspension', clave: `suspension:${s.id}`, payload: { titulo: SANCTION_LABELS[s.tipo], cuerpo, url: `/campeonatos/${s.campeonatoId}`, etiqueta: `suspension-${s.id}` } }, trx);
    }
    for (const admin of admins) if (admin.email && admin.id !== facts.userId) await deps.outbox.enqueue({ to: admin.email, subject, text: text(admin.nombre) }, trx);
  }
  return created;
}
