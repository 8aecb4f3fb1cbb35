import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';

/**
 * Who may call a route that is not admin-only: anybody, any signed-in account, or the record's
 * owner and admins (checked by the use case). Every route of every router that is NOT in this
 * table must answer 401 without a session and 403 to an ordinary user: a new admin route that
 * forgot its guard fails the walk below.
 */
type Audience = 'public' | 'signed-in' | 'owner-or-admin';
const NOT_ADMIN_ONLY: Record<string, Audience> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/overlay/eventos': 'public',
  // The overlays a stream shows: public data only (docs/adr/0058).
  'GET /overlay/clasificacion': 'public',
  'GET /overlay/resultados': 'public',
  'GET /overlay/proxima-carrera': 'public',
  'GET /overlay/parrilla': 'public',
  'GET /overlay/decisiones': 'public',
  'GET /overlay/piloto': 'public',
  // The server's VAPID key, and the driver's own devices for push notifications (docs/adr/0056).
  'GET /api/push/clave': 'public',
  'GET /api/perfil/dispositivos': 'signed-in',
  'POST /api/perfil/dispositivos': 'signed-in',
  'POST /api/perfil/dispositivos/baja': 'signed-in',
  'PUT /api/perfil/dispositivos/:id': 'signed-in',
  'DELETE /api/perfil/dispositivos/:id': 'signed-in',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/forgot-password': 'public',
  'GET /api/auth/verify-reset-token': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/providers': 'public',
  'GET /api/auth/session': 'public',
  'GET /api/auth/google/start': 'public',
  'POST /api/auth/google/exchange-code': 'public',
  'POST /api/auth/segundo-paso': 'public',
  'POST /api/auth/llave/opciones': 'public',
  'POST /api/auth/llave': 'public',
  'POST /api/auth/sesion/cerrar-desde-correo': 'public',
  'GET /api/seguridad': 'signed-in',
  'GET /api/seguridad/llaves': 'signed-in',
  'GET /api/seguridad/sesiones': 'signed-in',
  'DELETE /api/seguridad/sesiones/:id': 'signed-in',
  'POST /api/seguridad/sesiones/cerrar-otras': 'signed-in',
  'POST /api/seguridad/llaves/opciones': 'signed-in',
  'POST /api/seguridad/llaves': 'signed-in',
  'PUT /api/seguridad/llaves/:id': 'signed-in',
  'DELETE /api/seguridad/llaves/:id': 'signed-in',
  'POST /api/seguridad/app': 'signed-in',
  'POST /api/seguridad/app/confirmar': 'signed-in',
  'DELETE /api/seguridad/app': 'signed-in',
  'POST /api/seguridad/codigos': 'signed-in',
  'GET /api/seguridad/confirmar': 'signed-in',
  'POST /api/seguridad/confirmar/opciones': 'signed-in',
  'POST /api/seguridad/confirmar': 'signed-in',
  'POST /api/payments/abierto/:campeonatoId/cancelar': 'signed-in',
  'POST /api/users/change-password': 'signed-in',
  'GET /api/users/profile': 'signed-in',
  'GET /api/users/directory': 'signed-in',
  'GET /api/users/:id': 'owner-or-admin',
  'PUT /api/users/:id': 'owner-or-admin',
  'POST /api/fuell/calculate': 'public',
  'GET /api/fuell/presets': 'public',
  'GET /api/fuell/history': 'signed-in',
  'GET /api/eventos-unicos': 'public',
  'GET /api/eventos-unicos/:id': 'public',
  'POST /api/eventos-unicos/:id/register': 'signed-in',
  'DELETE /api/eventos-unicos/:id/unregister': 'signed-in',
  'GET /api/campeonatos': 'public',
  'GET /api/campeonatos/momentos': 'public',
  'GET /api/campeonatos/:id': 'public',
  'GET /api/campeonatos/:id/inscrito': 'signed-in',
  'POST /api/campeonatos/:id/inscribirme': 'signed-in',
  'GET /api/campeonatos/mis-listas-espera': 'signed-in',
  'GET /api/campeonatos/:id/mi-lugar': 'signed-in',
  // A driver's own standing against the licence gate, and his request for an exemption.
  'GET /api/campeonatos/:id/mi-requisito': 'signed-in',
  'POST /api/campeonatos/:id/solicitud-excepcion': 'signed-in',
  'GET /api/campeonatos/:id/numeros-y-equipos': 'public',
  'PUT /api/campeonatos/:id/mi-inscripcion': 'signed-in',
  'GET /api/carreras/:id/baja': 'signed-in',
  'GET /api/campeonatos/mis-inscripciones': 'signed-in',
  'POST /api/carreras/:id/baja': 'signed-in',
  'DELETE /api/carreras/:id/baja': 'signed-in',
  'POST /api/campeonatos/:id/lista-espera': 'signed-in',
  'DELETE /api/campeonatos/:id/lista-espera': 'signed-in',
  'POST /api/eventos-unicos/:id/lista-espera': 'signed-in',
  'DELETE /api/eventos-unicos/:id/lista-espera': 'signed-in',
  'GET /api/eventos-unicos/mis-listas-espera': 'signed-in',
  'GET /api/campeonatos/:id/clasificacion': 'public',
  'GET /api/campeonatos/:id/clasificacion.csv': 'public',
  'GET /api/campeonatos/:id/inscritos': 'public',
  'GET /api/pilotos/:id': 'public',
  'GET /api/pilotos/:id/resultados': 'public',
  'GET /api/pilotos/:id/campeonatos': 'public',
  'GET /api/pilotos/:id/titulos': 'public',
  'GET /api/perfil/notificaciones': 'signed-in',
  'PUT /api/perfil/notificaciones': 'signed-in',
  'POST /api/derechos-arco': 'public',
  // The download link is its own key (a token mailed to the person), like a password reset's.
  'GET /api/datos-personales/descargas/:token': 'public',
  'GET /api/datos-personales/solicitudes': 'signed-in',
  'POST /api/datos-personales/solicitudes': 'signed-in',
  'POST /api/datos-personales/cancelar': 'signed-in',
  'GET /api/privacidad/aviso': 'public',
  'GET /api/privacidad/encargados': 'public',
  'GET /api/privacidad/pendiente': 'signed-in',
  'POST /api/privacidad/respuesta': 'signed-in',
  'GET /api/privacidad/mis-preferencias': 'signed-in',
  'PUT /api/privacidad/mis-preferencias': 'signed-in',
  'GET /api/carreras': 'public',
  'GET /api/carreras/campeonato/:id': 'public',
  'GET /api/carreras/:id': 'public',
  'GET /api/sponsors/list': 'public',
  'GET /api/track-records/allrecords': 'public',
  'GET /api/track-records/:id': 'public',
  'POST /api/contact': 'public',
  'GET /api/events/list': 'public',
  'GET /api/events/:id': 'public',
  'GET /api/events/:id/phase-results/:phase': 'public',
  'GET /api/events/:id/bestlaps': 'public',
  'GET /api/events/:id/hardchargers': 'public',
  'GET /api/events/:id/qualy-vs-race': 'public',
  'GET /api/events/:id/incident-ranking': 'public',
  'GET /api/events/:id/incident-ratio-ranking': 'public',
  'GET /api/events/:id/laps-led-ranking': 'public',
  'GET /api/events/:id/drivers/:custId/performance': 'public',
  'GET /api/events/:id/standings/class/:carClassId': 'public',
  'GET /api/events/:id/rating-changes': 'public',
  'GET /api/events/:id/vueltas': 'public',
  'GET /api/toptree/events/top-three-winners': 'public',
  'POST /api/reportes': 'signed-in',
  'GET /api/reportes/mis-reportes': 'signed-in',
  'GET /api/reportes/mis-reportes/presentados': 'signed-in',
  'GET /api/reportes/mis-reportes/en-mi-contra': 'signed-in',
  'GET /api/reportes/campeonatos': 'signed-in',
  'GET /api/reportes/campeonato/:id/pilotos': 'signed-in',
  'GET /api/reportes/campeonato/:id/decisiones': 'public',
  // One of the report's two drivers, checked by the use case (tests in stewarding/appeals).
  'POST /api/reportes/:id/apelaciones': 'signed-in',
  'POST /api/payments/crear-sesion': 'signed-in',
  // The payer or an admin, checked by the use case once the session is found (tests in payments/).
  'GET /api/payments/verificar-pago/:sessionId': 'signed-in',
  // Anyone may call it; only Stripe's signature gets past it.
  'POST /api/payments/webhook': 'public',
  'GET /api/payments/demo/:sessionId': 'signed-in',
  'POST /api/payments/demo/:sessionId/pagar': 'signed-in',
  'POST /api/payments/demo/:sessionId/cancelar': 'signed-in',
  // Invoices: the payer's request and payments; a file to its driver or an admin, checked by the use case (tests in invoicing/).
  'POST /api/facturas': 'signed-in',
  'GET /api/facturas/mis-pagos': 'signed-in',
  'GET /api/facturas/:id/pdf': 'signed-in',
  'GET /api/facturas/:id/xml': 'signed-in',
  // A driver's methods before checkout, and his held places (the payer or an admin, checked by the use case).
  'GET /api/payments/metodos/:campeonatoId': 'signed-in',
  'GET /api/payments/pendiente/:sessionId': 'signed-in',
  'GET /api/payments/mis-pendientes': 'signed-in',
  'POST /api/payments/demo/:sessionId/simular-pago': 'signed-in',
  'POST /api/payments/demo/:sessionId/simular-vencimiento': 'signed-in',
  // Calendar feeds: public ones, a driver's own behind its secret address, and that address.
  'GET /api/calendario.ics': 'public',
  'GET /api/campeonatos/:id/calendario.ics': 'public',
  'GET /api/eventos-unicos/:id/calendario.ics': 'public',
  'GET /api/calendario/:archivo': 'public',
  'GET /api/calendario/mi-enlace': 'signed-in',
  'GET /api/series': 'public',
  'GET /api/temporadas': 'public',
  'GET /api/temporadas/:anio': 'public',
  'GET /api/campeones': 'public',
  'GET /api/campeones/pilotos': 'public',
  'GET /api/campeones/series/:id': 'public',
  'GET /api/series/:id': 'public',
  'GET /api/series/ediciones/:campeonatoId': 'public',
  'POST /api/calendario/mi-enlace/regenerar': 'signed-in',
};

/** The staff routes the broadcast team may call too (docs/adr/0059): the 'Transmisión' page's, and its championship picker's (docs/adr/0065). */
const BROADCAST_CONTROL = ['GET /api/transmision/:campeonatoId', 'PUT /api/transmision/:campeonatoId', 'GET /api/campeonatos/admin/opciones'];

interface Route {
  method: string;
  path: string;
}

/** Every method and path of every API router. */
function allRoutes(routers: Array<{ stack: unknown[] }>): Route[] {
  const routes: Route[] = [];
  for (const router of routers) {
    for (const layer of router.stack as Array<{ methods: string[]; path: string }>) {
      for (const method of layer.methods) if (method !== 'HEAD') routes.push({ method, path: layer.path });
    }
  }
  return routes;
}

const key = (r: Route) => `${r.method} ${r.path}`;

describeEachDatabase('Admin routes: the server guards every one', (kind) => {
  const t = useTestApi(kind);

  it('knows every route it lists as open, so the table cannot go stale', () => {
    const existing = new Set(allRoutes(t.api.http.routers).map(key));
    expect(Object.keys(NOT_ADMIN_ONLY).filter((route) => !existing.has(route))).to.deep.equal([]);
    const admin = allRoutes(t.api.http.routers).filter((r) => !(key(r) in NOT_ADMIN_ONLY)).map(key);
    expect(admin).to.include('GET /api/users').and.include('DELETE /api/users/:id');
  });

  it('answers 401 without a session and 403 to an ordinary user on every route not listed as open', async () => {
    const user = await createUser(t.context);
    const bystander = await createUser(t.context);
    const failures: string[] = [];

    for (const route of allRoutes(t.api.http.routers)) {
      if (key(route) in NOT_ADMIN_ONLY) continue;
      // Path parameters get a real id, so a guard that looked the record up first would still be caught.
      const url = route.path.replace(/:[A-Za-z_]\w*/g, bystander.id);
      const call = () => t.api.request[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);

      const anonymous = await call().send({});
      if (anonymous.status !== 401) failures.push(`${key(route)} sin sesión → ${anonymous.status}`);
      const ordinary = await call().set(bearer(user.token)).send({});
      if (ordinary.status !== 403) failures.push(`${key(route)} como usuario → ${ordinary.status}`);
    }

    expect(failures).to.deep.equal([]);
    expect((await t.context.knex('users').where({ id: bystander.id }).first()).deletedAt).to.equal(null);
  });

  it('lets the broadcast team (\'Transmisión\') call only the broadcast control, and answers 403 on every other staff route', async () => {
    const broadcaster = await createUser(t.context, { rol: 'transmision' });
    const bystander = await createUser(t.context);
    const failures: string[] = [];
    const allowed: string[] = [];
    for (const route of allRoutes(t.api.http.routers)) {
      if (key(route) in NOT_ADMIN_ONLY) continue;
      const url = route.path.replace(/:[A-Za-z_]\w*/g, bystander.id);
      const res = await t.api.request[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url).set(bearer(broadcaster.token)).send({});
      if (res.status === 403) continue;
      if (BROADCAST_CONTROL.includes(key(route))) allowed.push(key(route));
      else failures.push(`${key(route)} como transmisión → ${res.status}`);
    }
    expect(failures).to.deep.equal([]);
    // Past the guard (the championship, a user's id here, is not found): the control is his.
    expect(allowed.sort()).to.deep.equal([...BROADCAST_CONTROL].sort());
  });

  it('answers 401 without a session on every signed-in route, and 403 to a user acting on somebody else\'s record', async () => {
    const user = await createUser(t.context);
    const bystander = await createUser(t.context);
    const failures: string[] = [];

    for (const [route, audience] of Object.entries(NOT_ADMIN_ONLY)) {
      if (audience === 'public') continue;
      const [method, path] = route.split(' ');
      const url = path.replace(/:[A-Za-z_]\w*/g, bystander.id);
      const call = () => t.api.request[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
      const anonymous = await call().send({});
      if (anonymous.status !== 401) failures.push(`${route} sin sesión → ${anonymous.status}`);
      if (audience === 'owner-or-admin') {
        const other = await call().set(bearer(user.token)).send({});
        if (other.status !== 403) failures.push(`${route} sobre otro usuario → ${other.status}`);
      }
    }

    expect(failures).to.deep.equal([]);
  });
});
