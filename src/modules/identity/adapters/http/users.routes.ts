import Router from '@koa/router';
import type { Container } from 'inversify';
import { actorOf, requireAdmin, requireAuth, requireFreshConfirmation, requireFreshConfirmationWhen, requireSelfOrAdmin } from './session.middleware.js';
import { formFields, multipart, uploadedFile } from '../../../../http/multipart.middleware.js';
import type { MessageAnswer } from '../../../../contracts/api.views.js';
import type { DriverPageAnswer, UserAnswer, UserPageAnswer } from '../../../../contracts/identity.views.js';
import { publicRead } from '../../../../http/public-read.middleware.js';
import type { AppState } from '../../../../http/state.js';
import { IDENTITY } from '../../identity.tokens.js';

/** Profiles, the driver directory and the admin's user management. */
export function usersRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/users' });
  const get = container.get.bind(container);

  // Kept as bytes for the administrators, one answer per role, until an account changes (docs/adr/0076).
  router.get('/', requireAdmin, publicRead(container, { audience: 'admins', byRole: true }), async (ctx) => {
    const { search, q, rol, limite, despues } = ctx.query;
    ctx.body = (await get(IDENTITY.ListUsers).execute(actorOf(ctx), { search: search ?? q, rol, limite, despues })) satisfies UserPageAnswer;
  });

  router.get('/profile', requireAuth, async (ctx) => {
    ctx.body = await get(IDENTITY.GetUser).execute(actorOf(ctx), actorOf(ctx).id);
  });

  router.get('/directory', requireAuth, async (ctx) => {
    const { search, q, limite, despues } = ctx.query;
    ctx.body = (await get(IDENTITY.ListDrivers).execute({ search: search ?? q, limite, despues })) satisfies DriverPageAnswer;
  });

  router.get('/:id', requireAuth, async (ctx) => {
    ctx.body = await get(IDENTITY.GetUser).execute(actorOf(ctx), ctx.params.id);
  });

  // A change of role or e-mail asks a fresh confirmation; the rest of the profile does not (docs/adr/0046).
  const roleOrEmailChange = requireFreshConfirmationWhen((ctx) => get(IDENTITY.UpdateUser).isSensitive(String(ctx.params.id), formFields(ctx)));
  router.put('/:id', requireSelfOrAdmin, multipart(), roleOrEmailChange, async (ctx) => {
    const user = await get(IDENTITY.UpdateUser).execute(actorOf(ctx), ctx.params.id, {
      fields: formFields(ctx),
      photo: await uploadedFile(ctx, 'imagenPerfil'),
    });
    ctx.body = { message: 'Perfil actualizado con éxito!', user } satisfies UserAnswer;
  });

  router.delete('/:id', requireAdmin, requireFreshConfirmation, async (ctx) => {
    await get(IDENTITY.DeleteUser).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { message: 'Usuario eliminado' } satisfies MessageAnswer;
  });

  return router;
}
