import Router from '@koa/router';
import type { Container } from 'inversify';
import type { MessageAnswer } from '../../../../contracts/api.views.js';
import type { CurrentEventsAnswer, EventAnswer, MyEventWaitlistsAnswer, PastEventsAnswer, SingleEventView } from '../../../../contracts/single-events.views.js';
import { formFields, multipart, uploadedFile } from '../../../../http/multipart.middleware.js';
import { answerChangesAt, publicRead } from '../../../../http/public-read.middleware.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAdmin, requireAuth } from '../../../identity/index.js';
import { SINGLE_EVENTS } from '../../single-events.tokens.js';

/** The calls of spec 1 §7 and spec 2 §7 for eventos únicos. */
export function singleEventsRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/eventos-unicos' });
  const get = container.get.bind(container);
  const kept = publicRead(container, { audience: 'everyone' });

  // The events still to come (today's included), kept until the day changes in Mexico City or the next
  // write; `?vigentes=1` adds how many already ran, `?anteriores=1&desde=&limite=` pages those (docs/adr/0066).
  router.get('/', kept, async (ctx) => {
    const list = get(SINGLE_EVENTS.List);
    if (ctx.query.vigentes === '1') {
      const { answer, changesAt } = await list.current();
      answerChangesAt(ctx, changesAt);
      ctx.body = answer satisfies CurrentEventsAnswer;
      return;
    }
    if (ctx.query.anteriores === '1') {
      const { answer, changesAt } = await list.past({ limite: ctx.query.limite, desde: ctx.query.desde });
      answerChangesAt(ctx, changesAt);
      ctx.body = answer satisfies PastEventsAnswer;
      return;
    }
    const { answer, changesAt } = await list.upcoming();
    answerChangesAt(ctx, changesAt);
    ctx.body = answer satisfies SingleEventView[];
  });

  // The driver's own queues, for his profile (before '/:id', which would take the name as an id).
  router.get('/mis-listas-espera', requireAuth, async (ctx) => {
    ctx.body = (await get(SINGLE_EVENTS.ListMyWaitlists).execute(actorOf(ctx))) satisfies MyEventWaitlistsAnswer;
  });

  router.get('/:id', kept, async (ctx) => {
    ctx.body = await get(SINGLE_EVENTS.Get).execute(ctx.params.id);
  });

  router.post('/', requireAdmin, multipart(), async (ctx) => {
    const data = await get(SINGLE_EVENTS.Create).execute(actorOf(ctx), { fields: formFields(ctx), cover: await uploadedFile(ctx, 'imagenPortada') });
    ctx.status = 201;
    ctx.body = { message: 'Evento único creado con éxito', data } satisfies EventAnswer;
  });

  router.put('/:id', requireAdmin, multipart(), async (ctx) => {
    const data = await get(SINGLE_EVENTS.Update).execute(actorOf(ctx), ctx.params.id, { fields: formFields(ctx), cover: await uploadedFile(ctx, 'imagenPortada') });
    ctx.body = { message: 'Evento único actualizado con éxito', data } satisfies EventAnswer;
  });

  router.delete('/:id', requireAdmin, async (ctx) => {
    await get(SINGLE_EVENTS.Delete).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { message: 'Evento único eliminado con éxito' } satisfies MessageAnswer;
  });

  router.post('/:id/register', requireAuth, async (ctx) => {
    const data = await get(SINGLE_EVENTS.Register).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { message: '¡Te inscribiste en el evento!', data } satisfies EventAnswer;
  });

  router.delete('/:id/unregister', requireAuth, async (ctx) => {
    const data = await get(SINGLE_EVENTS.Unregister).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { message: 'Te diste de baja del evento', data } satisfies EventAnswer;
  });

  // The waiting list of a full event (docs/adr/0028); taking an offered place is the sign-up above.
  router.post('/:id/lista-espera', requireAuth, async (ctx) => {
    const data = await get(SINGLE_EVENTS.JoinWaitlist).execute(actorOf(ctx), ctx.params.id);
    const posicion = data.listaEspera.find((w) => w.id === actorOf(ctx).id)?.posicion ?? data.listaEspera.length;
    ctx.status = 201;
    ctx.body = { message: `Te uniste a la lista de espera: eres el número ${posicion}.`, data } satisfies EventAnswer;
  });

  router.delete('/:id/lista-espera', requireAuth, async (ctx) => {
    const data = await get(SINGLE_EVENTS.LeaveWaitlist).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { message: 'Saliste de la lista de espera.', data } satisfies EventAnswer;
  });

  return router;
}
