/**
 * The words of licence and iRating gates (issue #30, docs/adr/0037), shared by the API, the CLI and
 * the forms: iRacing's licence classes and categories, and their Spanish labels.
 */

/** iRacing's licence classes, lowest first. */
export const LICENCE_CLASSES = ['R', 'D', 'C', 'B', 'A', 'Pro'] as const;
export type LicenceClass = (typeof LICENCE_CLASSES)[number];

/** iRacing's licence categories since 2024 (road split into sports car and formula car). */
export const GATE_CATEGORIES = ['oval', 'sports_car', 'formula_car', 'dirt_oval', 'dirt_road'] as const;
export type GateCategory = (typeof GATE_CATEGORIES)[number];

/** How a category reads in a sentence ('en autos deportivos') and in a select. */
export const CATEGORY_LABELS: Record<GateCategory, string> = {
  oval: 'óvalo',
  sports_car: 'autos deportivos',
  formula_car: 'fórmulas',
  dirt_oval: 'óvalo de tierra',
  dirt_road: 'ruta de tierra',
};

/** The highest iRating a gate may name. */
export const IRATING_MAX = 15_000;

export const GATE_MSG = {
  category: 'Elige un tipo de licencia de iRacing válido',
  licence: 'Elige una licencia válida: R, D, C, B, A o Pro',
  irating: `El iRating debe ser un número entero entre 0 y ${IRATING_MAX}, o vacío`,
  categoryMissing: 'Elige el tipo de licencia (óvalo, autos deportivos…) al que se aplican la licencia y el iRating pedidos',
  rangeInverted: 'El iRating máximo no puede ser menor que el mínimo',
  iracingIdMissing: 'Este campeonato pide licencia o iRating de iRacing: agrega tu ID de iRacing en tu perfil para inscribirte',
  exemptionAdded: 'Excepción registrada: el piloto puede inscribirse aunque no cumpla los requisitos',
  exemptionRemoved: 'Excepción retirada',
  exemptionRequested: 'Listo: les pedimos a los administradores una excepción para ti. Te avisaremos por correo cuando respondan.',
  exemptionGranted: 'Excepción concedida: el piloto puede inscribirse y le avisamos por correo.',
  exemptionDeclined: 'Solicitud rechazada: le avisamos al piloto por correo con tu motivo.',
  requestOpen: 'Ya pediste una excepción para este campeonato: los administradores la están revisando y te avisaremos por correo.',
  requestAnswered: 'Esta solicitud de excepción ya fue respondida.',
  requestNotFound: 'Solicitud de excepción no encontrada',
  noGate: 'Este campeonato no pide licencia ni iRating: puedes inscribirte sin excepción.',
  alreadyExempt: 'Ya tienes una excepción en este campeonato: puedes inscribirte.',
  figureMeets: 'Ya conocemos tu licencia y cumples los requisitos: puedes inscribirte sin excepción.',
  /** After the refusal naming his figure. */
  figureKnown: 'La excepción se pide solo cuando no conocemos tu licencia.',
} as const;
