import Router from '@koa/router';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Middleware } from 'koa';
import type { FuelCalculationAnswer, FuelHistoryAnswer, FuelPresetsView } from '../../../../contracts/fuel.views.js';
import type { AppState } from '../../../../http/state.js';
import { DomainError, statusOf, UnauthenticatedError } from '../../../../platform/errors.js';
import { CAR_PRESETS, CIRCUIT_PRESETS, PIT_STOP_TYPES, DEFAULT_SAFETY_MARGIN } from '../../domain/fuel-presets.js';
import { FUEL } from '../../fuel.tokens.js';

/** The calculator's answers carry `success`, as the original client reads it, errors included. */
const withSuccessFlag: Middleware<AppState> = async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    ctx.status = statusOf(err);
    ctx.body = { success: false, message: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}) };
  }
};

export function fuelRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/fuell' });
  const get = <T>(id: ServiceIdentifier<T>) => container.get(id);

  router.post('/calculate', withSuccessFlag, async (ctx) => {
    const data = await get(FUEL.Calculate).execute(ctx.request.body, ctx.state.currentUser?.id);
    ctx.body = { success: true, message: 'Estrategia calculada con éxito', data } satisfies FuelCalculationAnswer;
  });

  router.get('/presets', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = { cars: CAR_PRESETS, circuits: CIRCUIT_PRESETS, pitStopTypes: PIT_STOP_TYPES, defaultSafetyMargin: DEFAULT_SAFETY_MARGIN } satisfies FuelPresetsView;
  });

  router.get('/history', withSuccessFlag, async (ctx) => {
    const user = ctx.state.currentUser;
    if (!user) throw new UnauthenticatedError('Usuario no autenticado');
    ctx.body = { success: true, message: 'Historial de cálculos', data: await get(FUEL.History).execute(user.id) } satisfies FuelHistoryAnswer;
  });

  return router;
}
