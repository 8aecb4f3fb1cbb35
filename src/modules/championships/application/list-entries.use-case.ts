import type { AdminEntryListAnswer, EntryListAnswer } from '../../../contracts/entries.views.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { championshipNotFound } from '../domain/championships.errors.js';
import type { Clock } from '../../../platform/clock.js';
import { toAdminEntryView, toAdminWaitingView, toEnteredView, toEntryView, toWaitingView, type DriverDetails } from './entry-views.js';
import type { CarNumberRepository } from './ports/car-number.repository.port.js';
import type { TeamRepository } from './ports/team.repository.port.js';
import type { WaitlistRepository } from './ports/waitlist.repository.port.js';
import type { EntryRequestRepository } from './ports/entry-request.repository.port.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { EntrantDirectory } from './ports/entrant-directory.port.js';
import type { PaidEnrolments } from './ports/paid-enrolments.port.js';
import type { RaceRepository } from './ports/race.repository.port.js';
import type { SuspendedDrivers } from './ports/suspended-drivers.port.js';
import { gateOf, requirementsLine } from '../domain/entry-gate.js';
import type { EntryGates, GateStanding } from './entry-gates.js';
import type { GateExemptionRepository } from './ports/gate-exemption.repository.port.js';
import { raceStartInstant, sortRaces } from '../domain/championship.entity.js';

interface Deps {
  championships: ChampionshipRepository;
  enrolments: EnrolmentRepository;
  entrants: EntrantDirectory;
  paidEnrolments: PaidEnrolments;
  waitlist: WaitlistRepository;
  requests: EntryRequestRepository;
  clock: Clock;
  /** Absent: the lists carry no numbers or teams (tests of other rules). */
  carNumbers?: CarNumberRepository;
  teams?: TeamRepository;
  /** Absent: the lists carry no suspensions (tests of other rules). */
  races?: RaceRepository;
  suspensions?: SuspendedDrivers;
  /** Absent: the admin list carries no gate figures (tests of other rules). */
  gates?: Pick<EntryGates, 'standings'>;
  exemptions?: Pick<GateExemptionRepository, 'listFor'>;
}

/** Each driver's car number and team in the championship. */
async function detailsByDriver(deps: Deps, campeonatoId: string): Promise<Map<string, DriverDetails>> {
  const [numbers, teams, members, suspended] = await Promise.all([
    deps.carNumbers?.listFor(campeonatoId) ?? [],
    deps.teams?.teamsOf(campeonatoId) ?? [],
    deps.teams?.membersOf(campeonatoId) ?? [],
    deps.suspensions?.suspendedIn(campeonatoId) ?? [],
  ]);
  const teamName = new Map(teams.map((t) => [t.id, t.nombre]));
  const details = new Map<string, DriverDetails>();
  const of = (userId: string): DriverDetails => details.get(userId) ?? { numeroAuto: null, numeroReservado: false, equipo: null, suspensiones: [] };
  for (const n of numbers) details.set(n.userId, { ...of(n.userId), numeroAuto: n.numero, numeroReservado: n.reservado });
  for (const m of members) details.set(m.userId, { ...of(m.userId), equipo: teamName.get(m.equipoId) ?? null });
  if (suspended.length > 0 && deps.races) {
    // In race order, each suspension with its circuit and start, so the screens can say which race.
    const races = sortRaces(await deps.races.list({ campeonatoId }));
    for (const race of races) {
      for (const s of suspended) {
        if (s.carreraId !== race.id) continue;
        const current = of(s.userId);
        details.set(s.userId, { ...current, suspensiones: [...current.suspensiones, { carreraId: race.id, circuito: race.circuito, inicio: raceStartInstant(race).toISOString() }] });
      }
    }
  }
  return details;
}

/** GET /api/campeonatos/{id}/inscritos: who is enrolled, in enrolment order, as anyone may see them. */
export class ListEntries {
  constructor(private readonly deps: Deps) {}

  async execute(campeonatoId: string): Promise<EntryListAnswer> {
    const championship = await this.deps.championships.findById(campeonatoId);
    if (!championship) throw championshipNotFound();
    const [enrolments, queue, details] = await Promise.all([this.deps.enrolments.listFor(campeonatoId), this.deps.waitlist.listFor(campeonatoId), detailsByDriver(this.deps, campeonatoId)]);
    const cards = new Map((await this.deps.entrants.describe([...enrolments, ...queue].map((e) => e.userId))).map((c) => [c.id, c]));
    const data = enrolments.map((e) => toEnteredView(e.userId, cards.get(e.userId), details.get(e.userId)));
    const listaEspera = queue.map((e, i) => toWaitingView(e, i + 1, cards.get(e.userId)));
    return { success: true, campeonatoId, total: data.length, data, listaEspera };
  }
}

/**
 * GET /api/campeonatos/{id}/inscritos/admin: the same list with the e-mail, the enrolment date, how
 * the driver joined and the payment behind a paid enrolment.
 */
export class ListEntriesForAdmin {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor, campeonatoId: string): Promise<AdminEntryListAnswer> {
    assertAdmin(actor);
    const championship = await this.deps.championships.findById(campeonatoId);
    if (!championship) throw championshipNotFound();
    const [enrolments, paid, queue, pending, details, outcomes] = await Promise.all([
      this.deps.enrolments.listFor(campeonatoId),
      this.deps.paidEnrolments.completedFor(campeonatoId),
      this.deps.waitlist.listFor(campeonatoId),
      this.deps.requests.pendingFor(campeonatoId),
      detailsByDriver(this.deps, campeonatoId),
      this.deps.waitlist.outcomesFor(campeonatoId),
    ]);
    const cards = new Map((await this.deps.entrants.describe([...enrolments, ...queue, ...pending, ...outcomes].map((e) => e.userId))).map((c) => [c.id, c]));
    const now = this.deps.clock.now();
    const payments = new Map(paid.map((p) => [p.userId, p.pagoId]));
    const gate = gateOf(championship);
    const exempted = new Set(gate && this.deps.exemptions ? (await this.deps.exemptions.listFor(campeonatoId)).map((e) => e.userId) : []);
    const listed = [...cards.values()].map((c) => ({ userId: c.id, iracingId: c.iracingId }));
    const standings = gate && this.deps.gates ? await this.deps.gates.standings(gate, listed, exempted) : new Map<string, GateStanding>();
    const requisitoPorPiloto = Object.fromEntries(
      [...standings].map(([userId, st]) => [userId, { licencia: st.figura?.licencia ?? null, irating: st.figura?.irating ?? null, fuente: st.figura?.fuente ?? null, fecha: st.figura?.fecha ?? null, cumple: st.cumple, exento: st.exento }]),
    );
    const data = enrolments.map((e) => toAdminEntryView(e, cards.get(e.userId), payments.get(e.userId) ?? null, details.get(e.userId)));
    return {
      success: true,
      campeonatoId,
      nombreCampeonato: championship.nombreCampeonato,
      participantesMaximos: championship.participantesMaximos,
      horasParaAceptar: championship.horasParaAceptar,
      total: data.length,
      data,
      listaEspera: queue.map((e, i) => toAdminWaitingView(e, i + 1, cards.get(e.userId), now)),
      solicitudes: pending.map((r) => ({ ...toEntryView(r.userId, cards.get(r.userId)), email: cards.get(r.userId)?.email ?? '', fechaSolicitud: r.createdAt })),
      ofertasTerminadas: outcomes.map((o) => {
        const view = toEntryView(o.userId, cards.get(o.userId));
        return { usuarioId: o.userId, nombre: view.nombre, apellido: view.apellido, email: cards.get(o.userId)?.email ?? '', resultado: o.resultado, ofertaVenceEn: o.ofertaVenceEn, fecha: o.decididaEn };
      }),
      requisitos: requirementsLine(gate),
      requisitoPorPiloto,
    };
  }
}
