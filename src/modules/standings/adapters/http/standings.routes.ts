import Router from '@koa/router';
import type { Container } from 'inversify';
import { STANDINGS_MSG } from '../../../../contracts/standings.messages.js';
import type { RoundOutlineAnswer, SaveScoringConfigAnswer, ScoringConfigAnswer } from '../../../../contracts/standings.views.js';
import { answerChangesAt, publicRead } from '../../../../http/public-read.middleware.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAdmin, requireSteward } from '../../../identity/index.js';
import { STANDINGS } from '../../standings.tokens.js';
import { standingsCsv, UTF8_BOM } from '../../application/standings-csv.js';

/** A name fit for a file: lower case ASCII letters, digits and dashes. */
const fileSlug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** A championship's scoring configuration (docs/adr/0014). */
export function standingsRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/campeonatos' });
  const get = container.get.bind(container);

  router.get('/:id/puntuacion', requireAdmin, async (ctx) => {
    const answer: ScoringConfigAnswer = await get(STANDINGS.GetScoringConfig).execute(actorOf(ctx), ctx.params.id);
    ctx.body = answer;
  });

  router.put('/:id/puntuacion', requireAdmin, async (ctx) => {
    const data = await get(STANDINGS.SetScoringConfig).execute(actorOf(ctx), ctx.params.id, ctx.request.body);
    const answer: SaveScoringConfigAnswer = { message: STANDINGS_MSG.configSaved, data };
    ctx.body = answer;
  });

  // Stewards too: a penalty they decide names the scored event it acts on.
  router.get('/:id/puntuacion/carreras/:carreraId', requireSteward, async (ctx) => {
    const answer: RoundOutlineAnswer = await get(STANDINGS.GetRoundOutline).execute(actorOf(ctx), ctx.params.id, ctx.params.carreraId);
    ctx.body = answer;
  });

  // Public: visitors and drivers see published results only, admins every result at once.
  router.get('/:id/clasificacion', publicRead(container, { audience: 'non-admins' }), async (ctx) => {
    const user = ctx.state.currentUser;
    const actor = user ? { id: user.id, rol: user.rol, suspendido: user.suspendido } : null;
    // The answer (StandingsAnswer) as JSON text the use case keeps: not serialised again per call.
    const { json, changesAt } = await get(STANDINGS.GetStandings).json(actor, ctx.params.id, ctx.query);
    ctx.type = 'application/json';
    ctx.body = json;
    // Kept until the next publication of one of its events, or the next write (docs/adr/0024).
    answerChangesAt(ctx, changesAt);
  });

  // The same standings as a spreadsheet file (the CLI's CSV), with a BOM so Excel reads the accents.
  router.get('/:id/clasificacion.csv', async (ctx) => {
    const user = ctx.state.currentUser;
    const actor = user ? { id: user.id, rol: user.rol, suspendido: user.suspendido } : null;
    const answer = await get(STANDINGS.GetStandings).execute(actor, ctx.params.id, { clase: ctx.query.clase, hastaRonda: ctx.query.hastaRonda });
    const [championship] = await get(STANDINGS.Championships).championships([ctx.params.id]);
    const after = answer.hastaRonda === null ? '' : ` ronda ${answer.hastaRonda}`;
    const fileName = fileSlug(`clasificación ${championship?.nombreCampeonato ?? 'campeonato'}${after}`) + '.csv';
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
    ctx.body = UTF8_BOM + standingsCsv(answer) + '\n';
  });

  return router;
}
