// The registry of personal data: every table that names a person, and what the ARCO rights do with
// it (docs/adr/0054). The data-rights module runs it (export, blocking at cancellation, the purge when
// retention ends) without knowing any table itself; this file sits beside the composition root
// because it is the one place that knows every module's tables. A new table that names a person adds
// one entry here: test/unit/data-rights/export-completeness.test.ts walks the live schema of both
// databases and fails until it does.
import type { OpenMatter, PersonalDataSection } from './modules/data-rights/index.js';

const FISCAL = { years: 5, from: ['fechaCompletado', 'createdAt'] } as const;
const SPORTING = 'Historial deportivo: quitarlo cambiaría resultados, clasificaciones o decisiones que otros ven; la persona aparece como «Piloto retirado».';
const SECURITY = 'Dato de acceso a la cuenta: no sirve a nadie una vez cancelada.';
const PENDING = 'Trámite en curso de la persona: termina con la cancelación.';
const STAFF = 'Registro de lo que decidió como parte del equipo de la liga: se conserva como constancia.';

export const PERSONAL_DATA_SECTIONS: readonly PersonalDataSection[] = [
  // Identity
  { table: 'users', titulo: 'Cuenta', columns: ['id'], omit: ['passwordHash', 'tokenVersion', 'searchText', 'sortName', 'directoryText', 'googleId'], atBlock: 'identity', atPurge: 'identity', motivo: 'La cuenta: se bloquea al cancelar (foto y perfil se borran) y al terminar la conservación queda sin datos, para que sus registros históricos no queden huérfanos.' },
  { table: 'user_search_suffixes', titulo: 'Fragmentos de búsqueda de la cuenta', columns: ['userId'], atBlock: 'keep', atPurge: 'keep', motivo: 'Fragmentos del nombre y del correo de la cuenta con los que el equipo la encuentra: la cuenta los rehace con cada cambio, también al quedar sin datos, y se borran con ella.' },
  { table: 'auth_sessions', titulo: 'Sesiones abiertas', columns: ['userId'], omit: ['browserHash', 'revokeLinkHash'], atBlock: 'delete', atPurge: 'delete', motivo: SECURITY },
  { table: 'session_confirmations', titulo: 'Confirmaciones de identidad', columns: ['userId'], atBlock: 'delete', atPurge: 'delete', motivo: SECURITY },
  { table: 'auth_challenges', titulo: 'Desafíos de acceso', columns: ['userId'], omit: ['challenge'], atBlock: 'delete', atPurge: 'delete', motivo: SECURITY },
  { table: 'passkeys', titulo: 'Llaves de acceso', columns: ['userId'], omit: ['publicKey', 'credentialId', 'counter'], atBlock: 'delete', atPurge: 'delete', motivo: SECURITY },
  { table: 'totp_factors', titulo: 'Segundo factor', columns: ['userId'], omit: ['secret', 'lastStep'], atBlock: 'delete', atPurge: 'delete', motivo: SECURITY },
  { table: 'recovery_codes', titulo: 'Códigos de recuperación', columns: ['userId'], omit: ['codeHash'], atBlock: 'delete', atPurge: 'delete', motivo: SECURITY },
  { table: 'second_step_attempts', titulo: 'Intentos del segundo paso', columns: ['userId'], atBlock: 'delete', atPurge: 'delete', motivo: SECURITY },
  { table: 'password_reset_tokens', titulo: 'Recuperaciones de contraseña', columns: ['userId'], omit: ['tokenHash'], atBlock: 'delete', atPurge: 'delete', motivo: SECURITY },
  // Privacy
  { table: 'privacy_consents', titulo: 'Consentimientos del aviso de privacidad', columns: ['userId'], atBlock: 'keep', atPurge: 'delete', motivo: 'Constancia de qué versión del aviso aceptó y cuándo: se conserva bloqueada como prueba del consentimiento y se borra al terminar la conservación.' },
  { table: 'privacy_choices', titulo: 'Finalidades voluntarias', columns: ['userId'], atBlock: 'delete', atPurge: 'delete', motivo: 'Sus elecciones de finalidades voluntarias: dejan de aplicar al cancelar la cuenta.' },
  // Championships
  { table: 'championship_enrolments', titulo: 'Inscripciones a campeonatos', columns: ['userId'], atBlock: 'keep', atPurge: 'keep', motivo: `${SPORTING} Las de campeonatos por venir se liberan al cancelar.` },
  { table: 'championship_waitlist', titulo: 'Listas de espera de campeonatos', columns: ['userId'], atBlock: 'delete', atPurge: 'delete', motivo: PENDING },
  { table: 'championship_offer_outcomes', titulo: 'Ofertas de lugar', columns: ['userId'], atBlock: 'keep', atPurge: 'delete', motivo: 'Constancia de las ofertas de lugar que recibió: se borra al terminar la conservación.' },
  { table: 'championship_entry_requests', titulo: 'Solicitudes de inscripción', columns: ['userId'], actorColumns: ['decididaPor'], atBlock: 'keep', atPurge: 'delete', motivo: 'Solicitudes que la persona hizo: se borran al terminar la conservación.' },
  { table: 'championship_car_numbers', titulo: 'Números de auto', columns: ['userId'], atBlock: 'delete', atPurge: 'delete', motivo: 'Número reservado: se libera para otro piloto al cancelar.' },
  { table: 'championship_team_members', titulo: 'Equipos', columns: ['userId'], atBlock: 'keep', atPurge: 'keep', motivo: SPORTING },
  { table: 'race_sign_outs', titulo: 'Bajas de carreras', columns: ['userId'], atBlock: 'keep', atPurge: 'keep', motivo: SPORTING },
  { table: 'championship_gate_exemptions', titulo: 'Excepciones de requisitos', columns: ['userId'], actorColumns: ['creadaPor'], atBlock: 'delete', atPurge: 'delete', motivo: PENDING },
  { table: 'championship_gate_exemption_requests', titulo: 'Solicitudes de excepción', columns: ['userId'], actorColumns: ['respondidaPor'], atBlock: 'delete', atPurge: 'delete', motivo: PENDING },
  // Single events
  { table: 'single_event_participants', titulo: 'Eventos únicos', columns: ['userId'], atBlock: 'keep', atPurge: 'keep', motivo: `${SPORTING} Los eventos por venir se liberan al cancelar.` },
  { table: 'single_event_waitlist', titulo: 'Listas de espera de eventos', columns: ['userId'], atBlock: 'delete', atPurge: 'delete', motivo: PENDING },
  // Results and standings
  { table: 'result_entries', titulo: 'Resultados', columns: [], iracingColumns: ['custId'], atBlock: 'keep', atPurge: { anonymise: { displayName: 'Piloto retirado' } }, motivo: `${SPORTING} Al terminar la conservación el nombre de iRacing se quita de la fila.` },
  { table: 'season_podiums', titulo: 'Podios de temporada', columns: ['userId'], iracingColumns: ['custId'], atBlock: 'keep', atPurge: { anonymise: { nombre: 'Piloto retirado' } }, motivo: `${SPORTING} Al terminar la conservación el nombre se quita del podio.` },
  { table: 'season_closure_log', titulo: 'Cierres de temporada', columns: [], actorColumns: ['userId'], atBlock: 'keep', atPurge: 'keep', motivo: STAFF },
  { table: 'season_closures', titulo: 'Temporadas cerradas', columns: [], actorColumns: ['cerradaPor'], atBlock: 'keep', atPurge: 'keep', motivo: STAFF },
  { table: 'standings_configs', titulo: 'Reglamentos de puntos', columns: [], actorColumns: ['actualizadoPor'], atBlock: 'keep', atPurge: 'keep', motivo: STAFF },
  { table: 'track_records', titulo: 'Récords de pista', columns: ['userId'], atBlock: 'keep', atPurge: 'keep', motivo: SPORTING },
  { table: 'track_record_laps', titulo: 'Vueltas para sugerir récords', columns: [], iracingColumns: ['custId'], atBlock: 'keep', atPurge: { anonymise: { nombreIracing: 'Piloto retirado' } }, motivo: `${SPORTING} Copia de sus mejores vueltas en los resultados; al terminar la conservación el nombre de iRacing se quita de la fila.` },
  { table: 'track_record_dismissals', titulo: 'Sugerencias de récord descartadas', columns: [], actorColumns: ['dismissedBy'], atBlock: 'keep', atPurge: 'keep', motivo: STAFF },
  // Stewarding
  { table: 'reports', titulo: 'Reportes de incidentes', columns: ['reporterId', 'reportedId'], atBlock: 'keep', atPurge: 'keep', motivo: SPORTING },
  { table: 'report_decisions', titulo: 'Decisiones de reportes', columns: [], actorColumns: ['decididoPor'], atBlock: 'keep', atPurge: 'keep', motivo: STAFF },
  { table: 'report_votes', titulo: 'Votos como comisario', columns: ['userId'], atBlock: 'keep', atPurge: 'keep', motivo: SPORTING },
  { table: 'report_appeals', titulo: 'Apelaciones', columns: ['userId'], actorColumns: ['decididoPor'], atBlock: 'keep', atPurge: 'keep', motivo: SPORTING },
  { table: 'penalties', titulo: 'Sanciones', columns: ['userId'], actorColumns: ['creadoPor'], atBlock: 'keep', atPurge: 'keep', motivo: SPORTING },
  { table: 'suspensions', titulo: 'Suspensiones', columns: ['userId'], actorColumns: ['levantadaPor'], atBlock: 'keep', atPurge: 'keep', motivo: SPORTING },
  { table: 'steward_assignments', titulo: 'Asignaciones como comisario', columns: ['userId'], actorColumns: ['asignadoPor'], atBlock: 'delete', atPurge: 'delete', motivo: 'Deja de juzgar reportes al cancelar.' },
  // Payments and invoices: the Código Fiscal (art. 30) keeps them 5 years after the payment.
  {
    table: 'payments',
    titulo: 'Pagos',
    columns: ['userId'],
    actorColumns: ['creadoPor'],
    omit: ['checkoutUrl'],
    atBlock: 'keep',
    atPurge: { anonymise: { notasAdmin: '[]', detalles: null, ficha: null, reembolsoManual: null, detallesInscripcion: null, checkoutUrl: null } },
    retention: FISCAL,
    motivo: 'Código Fiscal de la Federación, art. 30: se conservan bloqueados 5 años desde el pago, visibles solo para el superadministrador; después se quitan los datos de la persona y el monto queda para que las estadísticas sumen.',
  },
  { table: 'payment_customers', titulo: 'Cliente en Stripe', columns: ['userId'], atBlock: 'keep', atPurge: 'delete', retention: { years: 5, from: ['createdAt'] }, motivo: 'Identificador del cliente en Stripe, ligado a sus pagos: se borra con ellos.' },
  { table: 'invoice_requests', titulo: 'Facturas', columns: ['userId'], actorColumns: ['emitidaPor'], omit: ['pdfKey', 'xmlKey'], atBlock: 'keep', atPurge: 'delete', retention: { years: 5, from: ['emitidaEn', 'solicitadaEn'] }, files: ['pdfKey', 'xmlKey'], motivo: 'Código Fiscal de la Federación, art. 30: RFC, razón social y facturas se conservan bloqueados 5 años; después se borran con sus archivos.' },
  // Notifications, calendar, fuel, contact
  { table: 'notification_preferences', titulo: 'Preferencias de avisos', columns: ['userId'], atBlock: 'delete', atPurge: 'delete', motivo: 'Los avisos se detienen al cancelar.' },
  { table: 'race_reminders', titulo: 'Recordatorios enviados', columns: ['userId'], atBlock: 'delete', atPurge: 'delete', motivo: 'Los avisos se detienen al cancelar.' },
  { table: 'push_subscriptions', titulo: 'Dispositivos con notificaciones', columns: ['userId'], omit: ['endpoint', 'p256dh', 'auth'], atBlock: 'delete', atPurge: 'delete', motivo: 'Las notificaciones se detienen al cancelar.' },
  { table: 'push_outbox', titulo: 'Notificaciones enviadas', columns: ['userId'], atBlock: 'delete', atPurge: 'delete', motivo: 'Las notificaciones se detienen al cancelar: las pendientes no salen.' },
  { table: 'push_announcements', titulo: 'Avisos enviados a los inscritos', columns: [], actorColumns: ['autorId'], atBlock: 'keep', atPurge: 'keep', motivo: 'Avisos de la liga: solo queda quién del personal lo envió.' },
  { table: 'calendar_feeds', titulo: 'Calendario personal', columns: ['userId'], omit: ['token'], atBlock: 'delete', atPurge: 'delete', motivo: 'El enlace del calendario deja de funcionar al cancelar.' },
  { table: 'fuel_calculations', titulo: 'Cálculos de combustible', columns: ['userId'], atBlock: 'delete', atPurge: 'delete', motivo: 'Herramienta personal: no hay razón para conservarla.' },
  { table: 'contact_messages', titulo: 'Mensajes de contacto', columns: [], emailColumns: ['email'], actorColumns: ['answeredBy'], atBlock: 'keep', atPurge: 'delete', motivo: 'Mensajes que escribió a la liga: se borran al terminar la conservación.' },
  { table: 'mail_outbox', titulo: 'Correos enviados', columns: [], emailColumns: ['to'], omit: ['html'], atBlock: 'delete', atPurge: 'delete', motivo: 'El correo se detiene al cancelar: los pendientes no salen.' },
  // Data rights
  {
    table: 'arco_requests',
    titulo: 'Solicitudes ARCO',
    columns: ['userId'],
    emailColumns: ['email'],
    actorColumns: ['respondidaPor'],
    atBlock: 'keep',
    atPurge: { anonymise: { nombre: 'Piloto retirado', email: '', detalle: '', respuesta: null } },
    motivo: 'Constancia de cómo se atendieron sus derechos ARCO: quedan el tipo, las fechas y el resultado, sin sus datos.',
  },
  { table: 'data_exports', titulo: 'Descargas de sus datos', columns: ['userId'], omit: ['tokenHash', 'archivo'], files: ['archivo'], atBlock: 'delete', atPurge: 'delete', motivo: 'Los archivos con sus datos se borran al cancelar.' },
  { table: 'blocked_accounts', titulo: 'Bloqueo y eliminación', columns: ['userId'], atBlock: 'keep', atPurge: 'keep', motivo: 'Constancia de cuándo se bloquearon y eliminaron sus datos.' },
];

/** What must end before an account can be cancelled; the person is told each one. */
export const OPEN_MATTERS: readonly OpenMatter[] = [
  { table: 'payments', columns: ['userId'], where: { estado: 'pendiente' }, openUntilColumn: 'expiraEn', mensaje: 'Tienes un lugar apartado con un pago pendiente: págalo o cancélalo antes de cancelar tu cuenta.' },
  { table: 'payments', columns: ['userId'], where: { reembolsoPendiente: true }, mensaje: 'Tienes un reembolso pendiente: espera a que la liga lo deposite antes de cancelar tu cuenta.' },
  { table: 'reports', columns: ['reporterId', 'reportedId'], where: {}, stateIn: { column: 'estado', values: ['pendiente', 'en_conflicto'] }, mensaje: 'Tienes un reporte de incidente sin resolver: espera la decisión de los comisarios antes de cancelar tu cuenta.' },
  { table: 'report_appeals', columns: ['userId'], where: { estado: 'pendiente' }, mensaje: 'Tienes una apelación sin resolver: espera la decisión antes de cancelar tu cuenta.' },
];

/** Columns whose names look like a person's but are not one, with why (the completeness test reads this). */
export const NOT_PERSONAL_COLUMNS: Readonly<Record<string, string>> = {
  'scheduled_jobs.claimedBy': 'El servidor que está corriendo una tarea programada, no una persona.',
};
