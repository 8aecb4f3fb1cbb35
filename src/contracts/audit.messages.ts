/**
 * Every action the audit log records ('Bitácora', docs/adr/0051), with the words the panel shows for
 * it. An action is recorded only under a key listed here (`AuditAction` types the trail's `accion`), so
 * a new key does not compile until it has its label. The code itself stays what the filters, the CSV
 * and the console name.
 */
export const AUDIT_ACTION_LABELS = {
  // Accounts, sign-ins and second factors
  'usuario.editado': 'Cuenta editada',
  'usuario.eliminado': 'Cuenta eliminada',
  'sesion.iniciada': 'Inicio de sesión',
  'sesion.fallida': 'Inicio de sesión fallido',
  'sesion.cerrada': 'Sesiones cerradas',
  'segundo-factor.app-activada': 'App de autenticación activada',
  'segundo-factor.app-quitada': 'App de autenticación quitada',
  'segundo-factor.codigos-nuevos': 'Códigos de recuperación nuevos',
  'segundo-factor.llave-agregada': 'Llave de acceso agregada',
  'segundo-factor.llave-quitada': 'Llave de acceso quitada',
  'segundo-factor.restablecido': 'Segundo factor restablecido',
  // Championships and races
  'campeonato.creado': 'Campeonato creado',
  'campeonato.editado': 'Campeonato editado',
  'campeonato.eliminado': 'Campeonato eliminado',
  'campeonato.orden-de-rondas': 'Orden de las rondas cambiado',
  'campeonato.puntuacion': 'Puntuación del campeonato cambiada',
  'campeonato.metodos-de-pago': 'Métodos de pago del campeonato',
  'campeonato.panel-de-comisarios': 'Ajustes de comisarios del campeonato',
  'carrera.creada': 'Carrera creada',
  'carrera.editada': 'Carrera editada',
  'carrera.eliminada': 'Carrera eliminada',
  // Entries, numbers, exemptions and waiting lists
  'inscripcion.agregada': 'Piloto inscrito por el personal',
  'inscripcion.quitada': 'Inscripción dada de baja por el personal',
  'inscripcion.numero-asignado': 'Número asignado',
  'inscripcion.numero-quitado': 'Número quitado',
  'solicitud-inscripcion.aprobada': 'Solicitud de inscripción aprobada',
  'solicitud-inscripcion.rechazada': 'Solicitud de inscripción rechazada',
  'excepcion.concedida': 'Excepción de requisitos concedida',
  'excepcion.retirada': 'Excepción de requisitos retirada',
  'solicitud-excepcion.concedida': 'Solicitud de excepción concedida',
  'solicitud-excepcion.rechazada': 'Solicitud de excepción rechazada',
  'lista-espera.reordenada': 'Lista de espera reordenada',
  'lista-espera.oferta-enviada': 'Lugar ofrecido de la lista de espera',
  'lista-espera.oferta-retirada': 'Oferta de lugar retirada',
  // Series and seasons
  'serie.creada': 'Serie creada',
  'serie.editada': 'Serie editada',
  'serie.eliminada': 'Serie eliminada',
  'campeonato.edicion': 'Edición de la serie asignada',
  'temporada.cerrada': 'Temporada cerrada',
  'temporada.reabierta': 'Temporada reabierta',
  'temporada.siguiente': 'Siguiente temporada creada',
  // One-off events
  'evento.creado': 'Evento único creado',
  'evento.editado': 'Evento único editado',
  'evento.eliminado': 'Evento único eliminado',
  // Results and laps
  'resultados.importados': 'Resultados importados',
  'resultados.reemplazados': 'Resultados reemplazados',
  'resultados.eliminados': 'Resultados eliminados',
  'resultados.vueltas-importadas': 'Vueltas importadas de iRacing',
  'iracing.sincronizado': 'Sincronización con iRacing',
  // Track records
  'record.creado': 'Récord de pista creado',
  'record.editado': 'Récord de pista editado',
  'record.eliminado': 'Récord de pista eliminado',
  'sugerencia-record.aceptada': 'Récord sugerido aceptado',
  'sugerencia-record.descartada': 'Récord sugerido descartado',
  // Stewarding
  'reporte.decidido': 'Reporte decidido',
  'reporte.voto': 'Voto en un reporte',
  'reporte.eliminado': 'Reporte eliminado',
  'apelacion.decidida': 'Apelación decidida',
  'sancion.registrada': 'Sanción registrada',
  'comisario.asignado': 'Comisario asignado',
  'comisario.retirado': 'Comisario retirado',
  'suspension.levantada': 'Suspensión levantada',
  // Payments and invoices
  'pago.manual-registrado': 'Pago manual registrado',
  'pago.estado-cambiado': 'Estado del pago cambiado',
  'pago.eliminado': 'Pago eliminado',
  'pago.inscrito-sin-cupo': 'Inscrito sin cupo con su pago',
  'pago.reembolso-manual': 'Reembolso manual por enviar',
  'pago.reembolso-enviado': 'Reembolso manual enviado',
  'pago.confirmacion-reenviada': 'Confirmación de pago reenviada',
  'factura.emitida': 'Factura emitida',
  // Sponsors and contact
  'patrocinador.creado': 'Patrocinador creado',
  'patrocinador.editado': 'Patrocinador editado',
  'patrocinador.eliminado': 'Patrocinador eliminado',
  'mensaje-contacto.respondido': 'Mensaje de contacto respondido',
  'mensaje-contacto.pendiente': 'Mensaje de contacto pendiente',
  // The stream's overlays
  'transmision.cambiada': 'Transmisión cambiada (overlays)',
  // Settings
  'ajustes.discord': 'Canales de Discord cambiados',
  'ajustes.discord-probado': 'Canal de Discord probado',
  'ajustes.iracing': 'Conexión con iRacing cambiada',
  'ajustes.iracing-probado': 'Conexión con iRacing probada',
  // Notifications
  'aviso.enviado': 'Aviso enviado a los inscritos',
  // Privacy and ARCO rights
  'privacidad.aviso-publicado': 'Aviso de privacidad publicado',
  'privacidad.ajustes-guardados': 'Ajustes de privacidad guardados',
  'arco.solicitud-presentada': 'Solicitud ARCO presentada',
  'arco.solicitud-respondida': 'Solicitud ARCO respondida',
  'cuenta.cancelada': 'Cuenta cancelada por su dueño',
  'datos.eliminados': 'Datos personales eliminados',
  'datos-bloqueados.consultados': 'Datos bloqueados consultados',
} as const satisfies Record<string, string>;

/** An action the audit log records: only a key with its label. */
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** The words for an action code; a code recorded by an older version and since renamed reads as itself. */
export const auditActionLabel = (accion: string): string => (AUDIT_ACTION_LABELS as Record<string, string>)[accion] ?? accion;
