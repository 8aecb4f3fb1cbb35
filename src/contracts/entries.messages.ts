/**
 * Texts of entry lists and withdrawals without zod, so the public championship page can use them.
 */
export const ENTRY_MSG = {
  withdrawn: 'Inscripción retirada: el lugar quedó libre.',
  refund: 'La inscripción estaba pagada: reembolsa el pago en Pagos.',
  notEnrolled: 'El piloto no está inscrito en este campeonato',
  userRequired: 'Indica el piloto (correo o id) cuya inscripción quieres retirar',
  driverNotFound: 'Piloto no encontrado',
  entered: '¡Listo! Quedaste inscrito en el campeonato.',
  paidChampionship: 'Este campeonato tiene costo: inscríbete pagando con tarjeta.',
  seasonClosed: 'La temporada de este campeonato está cerrada: ya no admite inscripciones.',
  requested: 'Tu solicitud quedó pendiente de aprobación. Te avisaremos por correo cuando un administrador la revise.',
} as const;

/** How a driver joined a championship, as the admin's entry list says it. */
export const ENTRY_ORIGIN_LABELS = { pago: 'Pago', admin: 'Manual', propia: 'Por su cuenta' } as const;
