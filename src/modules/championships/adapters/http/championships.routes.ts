import Router from '@koa/router';
import type { Container } from 'inversify';
import { CHAMPIONSHIP_MSG } from '../../../../contracts/championships.contract.js';
import type { AdminChampionshipsAnswer, ChampionshipOptionsAnswer, ChampionshipAnswer, ChampionshipPageAnswer, CurrentChampionshipsAnswer, PastChampionshipsAnswer, DeletedAnswer, EnrolmentCheck, ManualEnrolmentAnswer, MomentsAnswer, RaceListItemView } from '../../../../contracts/championships.views.js';
import type { AdminEntryListAnswer, MyEntriesAnswer, CarNumberAnswer, MyEntryAnswer, NumbersAndTeamsAnswer, EntryAnswer, EntryDecisionAnswer, EntryListAnswer, MyPlaceAnswer, MyWaitlistsAnswer, WaitlistAnswer, WaitlistChangeAnswer, WithdrawalAnswer, GateExemptionsAnswer, GateExemptionRequestAnswer, MyGateAnswer } from '../../../../contracts/entries.views.js';
import { formFields, multipart, uploadedFile } from '../../../../http/multipart.middleware.js';
import { answerChangesAt, publicRead } from '../../../../http/public-read.middleware.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAdmin, requireAuth } from '../../../identity/index.js';
import { CHAMPIONSHIPS } from '../../championships.tokens.js';
import { firstEnrolmentClose } from '../../domain/championship.entity.js';
import { normaliseForm } from './form-fields.js';
import { entriesCsv } from '../../application/entries-csv.js';
import { searchText } from '../../../../contracts/search-text.js';

/** The earlier of two instants (null: never). */
const earliest = (a: Date | null, b: Date | null): Date | null => (a && b ? (a < b ? a : b) : (a ?? b));

/** Championships, their enrolment check and the admin's manual enrolment. */
export function championshipsRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/campeonatos' });
  const get = container.get.bind(container);
  // Public reads kept as bytes until a write (docs/adr/0019); a page showing an open enrolment is kept
  // until it closes (docs/adr/0024).
  const kept = publicRead(container, { audience: 'everyone' });

  // `?vigentes=1`: the current editions only; `?anteriores=1&despues=<id>` (or `&desde=N`, the first pages): a page of past ones (the public pages');
  // neither: every championship by pages (`limite`, `despues`), for API clients.
  router.get('/', kept, async (ctx) => {
    const list = get(CHAMPIONSHIPS.ListChampionships);
    if (ctx.query.vigentes === '1') {
      const { views: data, placesChangeAt, past } = await list.current();
      answerChangesAt(ctx, earliest(firstEnrolmentClose(data.filter((c) => c.inscripcionAbierta)), placesChangeAt));
      ctx.body = { success: true, data, anteriores: past } satisfies CurrentChampionshipsAnswer;
      return;
    }
    if (ctx.query.anteriores === '1') {
      const { views: data, placesChangeAt, next } = await list.past({ desde: ctx.query.desde, despues: ctx.query.despues });
      answerChangesAt(ctx, earliest(firstEnrolmentClose(data.filter((c) => c.inscripcionAbierta)), placesChangeAt));
      ctx.body = { success: true, data, siguiente: next } satisfies PastChampionshipsAnswer;
      return;
    }
    // Without either: every championship a page at a time, the latest start first (docs/adr/0075).
    const { views: data, placesChangeAt, next } = await list.page({ limite: ctx.query.limite, despues: ctx.query.despues });
    answerChangesAt(ctx, earliest(firstEnrolmentClose(data.filter((c) => c.inscripcionAbierta)), placesChangeAt));
    ctx.body = { success: true, data, siguiente: next } satisfies ChampionshipPageAnswer;
  });

  // The admin's list and pickers, a page at a time (docs/adr/0065); declared before '/:id'. Every
  // administrator reads the same page: its bytes are kept for them until a write or an enrolment it
  // shows closes (docs/adr/0075).
  router.get('/admin', requireAdmin, publicRead(container, { audience: 'admins' }), async (ctx) => {
    const { answer, changesAt } = await get(CHAMPIONSHIPS.ListAdminChampionships).read(actorOf(ctx), ctx.query);
    answerChangesAt(ctx, changesAt);
    ctx.body = answer satisfies AdminChampionshipsAnswer;
  });
  // The pickers' options: admins and the broadcast team (the use case checks who). The administrators'
  // are kept as bytes for them (time alone changes nothing here: 'vigente' is a stored mark); the
  // broadcast team's are computed each time.
  router.get('/admin/opciones', requireAuth, publicRead(container, { audience: 'admins' }), async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.ListAdminChampionships).options(actorOf(ctx), ctx.query)) satisfies ChampionshipOptionsAnswer;
  });

  // Declared before '/:id' so the word is not taken for an id.
  router.get('/momentos', kept, async (ctx) => {
    ctx.body = { success: true, ...(await get(CHAMPIONSHIPS.ListMoments).execute(ctx.query.desde)) } satisfies MomentsAnswer;
  });

  router.get('/mis-listas-espera', requireAuth, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.ListMyWaitlists).execute(actorOf(ctx))) satisfies MyWaitlistsAnswer;
  });

  router.get('/mis-inscripciones', requireAuth, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.ListMyEntries).execute(actorOf(ctx), { despues: ctx.query.despues })) satisfies MyEntriesAnswer;
  });

  router.post('/inscribir-admin', requireAdmin, async (ctx) => {
    const { usuario } = await get(CHAMPIONSHIPS.EnrolUser).execute(actorOf(ctx), ctx.request.body);
    ctx.status = 201;
    ctx.body = { message: CHAMPIONSHIP_MSG.enrolled, usuario } satisfies ManualEnrolmentAnswer;
  });

  router.get('/:id', kept, async (ctx) => {
    const { view: championship, placesChangeAt } = await get(CHAMPIONSHIPS.GetChampionship).read(ctx.params.id);
    answerChangesAt(ctx, earliest(championship.inscripcionAbierta ? firstEnrolmentClose([championship]) : null, placesChangeAt));
    ctx.body = championship;
  });

  router.get('/:id/inscrito', requireAuth, async (ctx) => {
    ctx.body = { inscrito: await get(CHAMPIONSHIPS.CheckEnrolment).execute(actorOf(ctx), ctx.params.id) } satisfies EnrolmentCheck;
  });

  // A driver enters a free championship himself; a paid one goes through payments' checkout.
  router.post('/:id/inscribirme', requireAuth, async (ctx) => {
    ctx.status = 201;
    ctx.body = (await get(CHAMPIONSHIPS.EnterChampionship).execute(actorOf(ctx), ctx.params.id, ctx.request.body)) satisfies EntryAnswer;
  });

  // Car numbers and teams (issue #30, docs/adr/0034): what is taken, the driver's own choice, the admin's numbers.
  router.get('/:id/numeros-y-equipos', kept, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.ListNumbersAndTeams).execute(ctx.params.id)) satisfies NumbersAndTeamsAnswer;
  });
  router.put('/:id/mi-inscripcion', requireAuth, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.UpdateMyEntry).execute(actorOf(ctx), ctx.params.id, ctx.request.body)) satisfies MyEntryAnswer;
  });
  router.put('/:id/numeros/:usuarioId', requireAdmin, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.AssignCarNumber).execute(actorOf(ctx), ctx.params.id, ctx.params.usuarioId, ctx.request.body)) satisfies CarNumberAnswer;
  });
  router.delete('/:id/numeros/:usuarioId', requireAdmin, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.AssignCarNumber).remove(actorOf(ctx), ctx.params.id, ctx.params.usuarioId)) satisfies CarNumberAnswer;
  });

  // The drivers an admin lets through the licence and iRating gate (docs/adr/0037).
  router.get('/:id/excepciones', requireAdmin, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.GateExemptions).list(actorOf(ctx), ctx.params.id)) satisfies GateExemptionsAnswer;
  });
  router.put('/:id/excepciones/:usuarioId', requireAdmin, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.GateExemptions).add(actorOf(ctx), ctx.params.id, ctx.params.usuarioId)) satisfies GateExemptionsAnswer;
  });
  router.delete('/:id/excepciones/:usuarioId', requireAdmin, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.GateExemptions).remove(actorOf(ctx), ctx.params.id, ctx.params.usuarioId)) satisfies GateExemptionsAnswer;
  });
  // A driver whose licence the site does not know: how he stands, and his request for an exemption; the admins' answer.
  router.get('/:id/mi-requisito', requireAuth, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.GateExemptionRequests).mine(actorOf(ctx), ctx.params.id)) satisfies MyGateAnswer;
  });
  router.post('/:id/solicitud-excepcion', requireAuth, async (ctx) => {
    ctx.status = 201;
    ctx.body = (await get(CHAMPIONSHIPS.GateExemptionRequests).ask(actorOf(ctx), ctx.params.id)) satisfies GateExemptionRequestAnswer;
  });
  router.post('/:id/solicitudes-excepcion/:solicitudId/conceder', requireAdmin, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.GateExemptions).grant(actorOf(ctx), ctx.params.id, ctx.params.solicitudId)) satisfies GateExemptionsAnswer;
  });
  router.post('/:id/solicitudes-excepcion/:solicitudId/rechazar', requireAdmin, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.GateExemptions).decline(actorOf(ctx), ctx.params.id, ctx.params.solicitudId, ctx.request.body)) satisfies GateExemptionsAnswer;
  });

  // The waiting list (docs/adr/0028): the driver's own place, joining and leaving; the admin's order, offers by hand and early ends.
  router.get('/:id/mi-lugar', requireAuth, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.GetMyPlace).execute(actorOf(ctx), ctx.params.id)) satisfies MyPlaceAnswer;
  });
  router.post('/:id/lista-espera', requireAuth, async (ctx) => {
    ctx.status = 201;
    ctx.body = (await get(CHAMPIONSHIPS.JoinWaitlist).execute(actorOf(ctx), ctx.params.id)) satisfies WaitlistAnswer;
  });
  router.delete('/:id/lista-espera', requireAuth, async (ctx) => {
    ctx.body = await get(CHAMPIONSHIPS.LeaveWaitlist).execute(actorOf(ctx), ctx.params.id);
  });
  router.put('/:id/orden-rondas', requireAdmin, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.SetRoundOrder).execute(actorOf(ctx), ctx.params.id, ctx.request.body)) satisfies RaceListItemView[];
  });
  router.put('/:id/lista-espera/orden', requireAdmin, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.ReorderWaitlist).execute(actorOf(ctx), ctx.params.id, ctx.request.body)) satisfies WaitlistChangeAnswer;
  });
  router.post('/:id/lista-espera/:usuarioId/oferta', requireAdmin, async (ctx) => {
    ctx.status = 201;
    ctx.body = (await get(CHAMPIONSHIPS.OfferPlace).execute(actorOf(ctx), ctx.params.id, ctx.params.usuarioId)) satisfies WaitlistChangeAnswer;
  });
  router.delete('/:id/lista-espera/:usuarioId/oferta', requireAdmin, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.EndOffer).execute(actorOf(ctx), ctx.params.id, ctx.params.usuarioId)) satisfies WaitlistChangeAnswer;
  });

  // Approval where a championship requires it (issue #30).
  router.post('/:id/solicitudes/:usuarioId/aprobar', requireAdmin, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.DecideEntryRequest).approve(actorOf(ctx), ctx.params.id, ctx.params.usuarioId)) satisfies EntryDecisionAnswer;
  });
  router.post('/:id/solicitudes/:usuarioId/rechazar', requireAdmin, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.DecideEntryRequest).reject(actorOf(ctx), ctx.params.id, ctx.params.usuarioId, ctx.request.body)) satisfies EntryDecisionAnswer;
  });

  // Entry lists and withdrawal (ADR 0016): the public list, the admin's, and Retirar.
  router.get('/:id/inscritos', kept, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.ListEntries).execute(ctx.params.id)) satisfies EntryListAnswer;
  });

  router.get('/:id/inscritos/admin', requireAdmin, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.ListEntriesForAdmin).execute(actorOf(ctx), ctx.params.id)) satisfies AdminEntryListAnswer;
  });

  // The admin's list as CSV (states, numbers, teams), filtered as the screen filters (issue #30).
  router.get('/:id/inscritos/admin.csv', requireAdmin, async (ctx) => {
    const answer = await get(CHAMPIONSHIPS.ListEntriesForAdmin).execute(actorOf(ctx), ctx.params.id);
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const estado = text(ctx.query.estado);
    const filters = { estado: estado === 'inscrito' || estado === 'lista-espera' || estado === 'pendiente' ? estado : '', equipo: text(ctx.query.equipo), q: text(ctx.query.q) } as const;
    const slug = searchText(`inscritos ${answer.nombreCampeonato}`).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="${slug}.csv"`);
    ctx.body = '\uFEFF' + entriesCsv(answer, filters);
  });

  router.delete('/:id/inscritos/:usuarioId', requireAdmin, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.WithdrawEnrolment).execute(actorOf(ctx), { campeonatoId: ctx.params.id, usuario: ctx.params.usuarioId })) satisfies WithdrawalAnswer;
  });

  router.post('/', requireAdmin, multipart(), async (ctx) => {
    const data = await get(CHAMPIONSHIPS.CreateChampionship).execute(actorOf(ctx), {
      fields: normaliseForm(formFields(ctx), []),
      cover: await uploadedFile(ctx, 'imagenPortada'),
    });
    ctx.status = 201;
    ctx.body = { success: true, message: 'Campeonato creado con éxito', data } satisfies ChampionshipAnswer;
  });

  router.put('/:id', requireAdmin, multipart(), async (ctx) => {
    const data = await get(CHAMPIONSHIPS.UpdateChampionship).execute(actorOf(ctx), ctx.params.id, {
      fields: normaliseForm(formFields(ctx), []),
      cover: await uploadedFile(ctx, 'imagenPortada'),
    });
    ctx.body = { success: true, message: 'Campeonato actualizado con éxito', data } satisfies ChampionshipAnswer;
  });

  router.delete('/:id', requireAdmin, async (ctx) => {
    await get(CHAMPIONSHIPS.DeleteChampionship).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { success: true, message: 'Campeonato eliminado con éxito' } satisfies DeletedAnswer;
  });

  return router;
}
