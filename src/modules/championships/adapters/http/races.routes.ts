import Router from '@koa/router';
import type { Container } from 'inversify';
import type { AdminRacesAnswer, DeletedAnswer, RaceAnswer } from '../../../../contracts/championships.views.js';
import { formFields, multipart, uploadedFile } from '../../../../http/multipart.middleware.js';
import { answerChangesAt, publicRead } from '../../../../http/public-read.middleware.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAdmin, requireAuth } from '../../../identity/index.js';
import type { MySignOutAnswer, RaceAttendanceAnswer, SignOutAnswer } from '../../../../contracts/entries.views.js';
import { CHAMPIONSHIPS } from '../../championships.tokens.js';
import { normaliseForm } from './form-fields.js';

/** Races: public lists, admin writes with the circuit image and video links. */
export function racesRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/carreras' });
  const get = container.get.bind(container);
  const kept = publicRead(container, { audience: 'everyone' });

  // `?proximas=N`: the next N races of every championship (the admin dashboard's), kept until the first
  // of them starts or a write; without it, every race or one championship's.
  router.get('/', kept, async (ctx) => {
    if (ctx.query.proximas !== undefined) {
      const { races, changesAt } = await get(CHAMPIONSHIPS.ListUpcomingRaces).execute(ctx.query.proximas);
      answerChangesAt(ctx, changesAt);
      ctx.body = races;
      return;
    }
    const campeonatoId = typeof ctx.query.campeonatoId === 'string' && ctx.query.campeonatoId ? ctx.query.campeonatoId : undefined;
    ctx.body = await get(CHAMPIONSHIPS.ListRaces).execute({ campeonatoId });
  });

  // The admin's races screen with no championship chosen: a page at a time (docs/adr/0065, addendum),
  // the same for every administrator: kept as bytes for them until a write (docs/adr/0075).
  router.get('/admin', requireAdmin, publicRead(container, { audience: 'admins' }), async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.ListAdminRaces).page(actorOf(ctx), ctx.query)) satisfies AdminRacesAnswer;
  });

  router.get('/campeonato/:id', kept, async (ctx) => {
    ctx.body = await get(CHAMPIONSHIPS.ListRaces).execute({ campeonatoId: ctx.params.id, strict: true });
  });

  router.get('/:id', kept, async (ctx) => {
    ctx.body = await get(CHAMPIONSHIPS.GetRace).execute(ctx.params.id);
  });

  router.post('/', requireAdmin, multipart(), async (ctx) => {
    const data = await get(CHAMPIONSHIPS.CreateRace).execute(actorOf(ctx), {
      fields: normaliseForm(formFields(ctx), ['videos']),
      image: await uploadedFile(ctx, 'imgCircuito'),
    });
    ctx.status = 201;
    ctx.body = { success: true, message: 'Carrera creada con éxito', data } satisfies RaceAnswer;
  });

  router.put('/:id', requireAdmin, multipart(), async (ctx) => {
    const fields = normaliseForm(formFields(ctx), ['videos']);
    const image = await uploadedFile(ctx, 'imgCircuito');
    // An empty `imgCircuito` text field (no file) asks to remove the image; `videos` empty clears them.
    const removeImage = !image && 'imgCircuito' in fields && !fields.imgCircuito;
    delete fields.imgCircuito;
    const data = await get(CHAMPIONSHIPS.UpdateRace).execute(actorOf(ctx), ctx.params.id, { fields, image, removeImage });
    ctx.body = { success: true, message: 'Carrera actualizada con éxito', data } satisfies RaceAnswer;
  });

  // 'No podré correr' and the admin's attendance per race (issue #30, docs/adr/0034).
  router.get('/:id/baja', requireAuth, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.SignOutOfRace).mine(actorOf(ctx), ctx.params.id)) satisfies MySignOutAnswer;
  });
  router.post('/:id/baja', requireAuth, async (ctx) => {
    ctx.status = 201;
    ctx.body = (await get(CHAMPIONSHIPS.SignOutOfRace).execute(actorOf(ctx), ctx.params.id)) satisfies SignOutAnswer;
  });
  router.delete('/:id/baja', requireAuth, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.SignOutOfRace).takeBack(actorOf(ctx), ctx.params.id)) satisfies SignOutAnswer;
  });
  router.get('/:id/asistencia', requireAdmin, async (ctx) => {
    ctx.body = (await get(CHAMPIONSHIPS.RaceAttendance).execute(actorOf(ctx), ctx.params.id)) satisfies RaceAttendanceAnswer;
  });

  router.delete('/:id', requireAdmin, async (ctx) => {
    await get(CHAMPIONSHIPS.DeleteRace).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { success: true, message: 'Carrera eliminada con éxito' } satisfies DeletedAnswer;
  });

  return router;
}
