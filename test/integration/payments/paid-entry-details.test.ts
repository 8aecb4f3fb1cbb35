import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, confirmations, createChampionship, enrolments, useStripeTestApi } from './payment-fixtures.js';

describeEachDatabase('A paid checkout carrying the car number and team (Stripe stand-in)', (kind) => {
  const { stripe, t } = useStripeTestApi(kind);

  const start = (token: string, body: Record<string, unknown>) => t.api.request.post('/api/payments/crear-sesion').set(bearer(token)).send(body);
  const paid = async (sessionId: string) => {
    const event = stripe.signedEvent('checkout.session.completed', stripe.pay(sessionId));
    const res = await t.api.request.post('/api/payments/webhook').set('content-type', 'application/json').set('stripe-signature', event.signature).send(event.body);
    expect(res.status).to.equal(200);
  };

  it('keeps the number and team with the pending payment, applies them on payment, and refuses a number already taken', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const [ana, beto, caro] = [await createUser(t.context), await createUser(t.context), await createUser(t.context)];
    const c = await createChampionship(t, admin.token, { precio: '1500', participantesMaximos: '5', maxPilotosPorEquipo: '2' });

    const anaStart = await start(ana.token, { campeonatoId: c.id, numeroAuto: 27, equipo: 'Escudería Águila' });
    expect(anaStart.status, JSON.stringify(anaStart.body)).to.equal(200);
    const [row] = await t.context.knex('payments').where({ userId: ana.id });
    expect(JSON.parse(String(row.detallesInscripcion))).to.deep.equal({ numeroAuto: 27, equipo: 'Escudería Águila' });
    expect(await t.context.knex('championship_car_numbers').where({ campeonatoId: c.id }), 'nothing held before paying').to.deep.equal([]);

    // Beto asks for the same number while Ana pays: nothing is held, so his checkout starts; Caro's bad number is refused.
    const betoStart = await start(beto.token, { campeonatoId: c.id, numeroAuto: 27, equipo: 'escuderia aguila' });
    expect(betoStart.status).to.equal(200);
    const badNumber = await start(caro.token, { campeonatoId: c.id, numeroAuto: 0 });
    expect([badNumber.status, badNumber.body.errors?.numeroAuto]).to.deep.equal([400, 'El número de auto debe ser un número entero entre 1 y 999']);

    await paid(anaStart.body.sessionId);
    const taken = await start(caro.token, { campeonatoId: c.id, numeroAuto: 27 });
    expect([taken.status, taken.body.code, taken.body.errors]).to.deep.equal([409, 'CAR_NUMBER_TAKEN', { numeroAuto: 'El 27 ya está ocupado' }]);
    expect(await t.context.knex('payments').where({ userId: caro.id })).to.deep.equal([]);

    // Beto pays after Ana took 27: he is entered without it, keeps his team seat, and is told to choose another number.
    await paid(betoStart.body.sessionId);
    expect((await enrolments(t.context, c.id)).sort()).to.deep.equal([ana.id, beto.id].sort());
    const numbers = await t.context.knex('championship_car_numbers').where({ campeonatoId: c.id }).select('userId', 'numero');
    expect(numbers.map((n) => [n.userId, Number(n.numero)])).to.deep.equal([[ana.id, 27]]);
    const members = await t.context.knex('championship_team_members').where({ campeonatoId: c.id }).select('userId');
    expect(members.map((m) => m.userId).sort()).to.deep.equal([ana.id, beto.id].sort());
    const betoMail = (await confirmations(t.context)).find((m) => m.to === beto.email)!;
    expect(betoMail.text).to.include('El número de auto 27 ya lo tiene otro piloto en este campeonato: elige otro número desde la página del campeonato.');
    // The success page's call tells him too; Ana, who kept hers, is told nothing.
    const verify = (token: string, sessionId: string) => t.api.request.get(`/api/payments/verificar-pago/${sessionId}`).set(bearer(token));
    const betoVerified = await verify(beto.token, betoStart.body.sessionId);
    expect([betoVerified.status, betoVerified.body.avisos]).to.deep.equal([200, ['El número de auto 27 ya lo tiene otro piloto en este campeonato: elige otro número desde la página del campeonato.']]);
    expect((await verify(ana.token, anaStart.body.sessionId)).body.avisos).to.deep.equal([]);
  });
});
