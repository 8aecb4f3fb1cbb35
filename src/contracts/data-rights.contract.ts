/** ARCO requests (access, rectification, cancellation, opposition): the forms, the admin queue and their answers. */
import { z } from 'zod';
import { oneLine } from './one-line-names.js';

export const ARCO_KINDS = ['acceso', 'rectificacion', 'cancelacion', 'oposicion'] as const;
export type ArcoKind = (typeof ARCO_KINDS)[number];

export const ARCO_KIND_LABELS: Record<ArcoKind, string> = {
  acceso: 'Acceso',
  rectificacion: 'Rectificación',
  cancelacion: 'Cancelación',
  oposicion: 'Oposición',
};

/** 'recibida' waits in the queue, 'en_proceso' is being worked on, 'atendida' and 'negada' are answered. */
export const ARCO_STATES = ['recibida', 'en_proceso', 'atendida', 'negada'] as const;
export type ArcoState = (typeof ARCO_STATES)[number];

export const ARCO_STATE_LABELS: Record<ArcoState, string> = {
  recibida: 'Recibida',
  en_proceso: 'En proceso',
  atendida: 'Atendida',
  negada: 'Negada',
};

/** Business days the law gives to answer a request (LFPDPPP), counted in Mexico City. */
export const ARCO_ANSWER_BUSINESS_DAYS = 20;
/** Business days before its deadline from which an open request shows on the admin dashboard. */
export const ARCO_NEAR_DEADLINE_BUSINESS_DAYS = 5;
/** How long the link to a download of one's data works. */
export const ARCO_EXPORT_LINK_DAYS = 7;

export const ARCO_LIMITS = { nombre: 120, detalle: 4000, respuesta: 4000 } as const;

export const ARCO_MSG = {
  kind: 'Elige el tipo de solicitud',
  nameRequired: 'Escribe tu nombre completo',
  emailRequired: 'Escribe tu correo electrónico',
  emailInvalid: 'Escribe un correo electrónico válido',
  detailRequired: 'Describe qué datos y qué pides',
  detailTooLong: `Debe tener como máximo ${ARCO_LIMITS.detalle} caracteres`,
  answerRequired: 'Escribe la respuesta para la persona',
  answerTooLong: `Debe tener como máximo ${ARCO_LIMITS.respuesta} caracteres`,
  state: 'Elige cómo queda la solicitud',
  filed: 'Recibimos tu solicitud. Te escribimos a tu correo en cada paso.',
  accessFiled: 'Estamos preparando el archivo con tus datos. Te enviaremos un enlace de descarga a tu correo en unos minutos.',
  answered: 'Respuesta enviada a la persona por correo.',
  moved: 'Solicitud marcada en proceso; avisamos a la persona por correo.',
  notFound: 'No encontramos esa solicitud',
  alreadyAnswered: 'Esa solicitud ya fue respondida',
  exportNotFound: 'El enlace de descarga no existe o ya venció. Pide tus datos de nuevo desde «Mis datos personales».',
  cancelledAccount: 'Tu cuenta fue cancelada a tu petición: tus datos están bloqueados y ya no puedes iniciar sesión.',
  cancelConfirm: 'Escribe CANCELAR para confirmar',
  cancelled: 'Tu cuenta quedó cancelada y tus datos bloqueados. Te enviamos la confirmación por correo.',
  blockedSuperadminOnly: 'Solo un superadministrador puede consultar los datos bloqueados de las cuentas canceladas',
  blockedNotFound: 'Esa cuenta no está cancelada o no existe',
  blockedFileNotFound: 'Ese archivo no está entre los datos conservados de la cuenta',
} as const;

const email = z.string({ error: ARCO_MSG.emailRequired }).trim().toLowerCase().min(1, ARCO_MSG.emailRequired).max(254, ARCO_MSG.emailInvalid).pipe(z.email(ARCO_MSG.emailInvalid));
const detalle = z.string({ error: ARCO_MSG.detailRequired }).trim().min(1, ARCO_MSG.detailRequired).max(ARCO_LIMITS.detalle, ARCO_MSG.detailTooLong);

/** POST /api/datos-personales/solicitudes (signed in): the kind and what is asked; access needs no detail. */
export const arcoOwnRequestSchema = z.object({
  tipo: z.enum(ARCO_KINDS, { error: ARCO_MSG.kind }),
  detalle: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().max(ARCO_LIMITS.detalle, ARCO_MSG.detailTooLong)),
}).superRefine((v, ctx) => {
  if (v.tipo !== 'acceso' && v.detalle === '') ctx.addIssue({ code: 'custom', path: ['detalle'], message: ARCO_MSG.detailRequired });
});
export type ArcoOwnRequest = z.input<typeof arcoOwnRequestSchema>;

/** POST /api/derechos-arco (no account): who asks, how to reach them, and what they ask. */
export const arcoPublicRequestSchema = z.object({
  tipo: z.enum(ARCO_KINDS, { error: ARCO_MSG.kind }),
  nombre: oneLine(z.string({ error: ARCO_MSG.nameRequired }).trim().min(1, ARCO_MSG.nameRequired).max(ARCO_LIMITS.nombre, `Debe tener como máximo ${ARCO_LIMITS.nombre} caracteres`)),
  email,
  detalle,
});
export type ArcoPublicRequest = z.input<typeof arcoPublicRequestSchema>;

/** PUT /api/datos-personales/admin/solicitudes/{id}: move it on, or answer it (the text is mailed). */
export const arcoAnswerSchema = z.object({
  estado: z.enum(['en_proceso', 'atendida', 'negada'], { error: ARCO_MSG.state }),
  respuesta: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().max(ARCO_LIMITS.respuesta, ARCO_MSG.answerTooLong)),
}).superRefine((v, ctx) => {
  if (v.estado !== 'en_proceso' && v.respuesta === '') ctx.addIssue({ code: 'custom', path: ['respuesta'], message: ARCO_MSG.answerRequired });
});
export type ArcoAnswer = z.input<typeof arcoAnswerSchema>;

/** POST /api/datos-personales/cancelar: the owner confirms by typing the word. */
export const arcoCancelSchema = z.object({
  confirmacion: z.literal('CANCELAR', { error: ARCO_MSG.cancelConfirm }),
});

/** One request as its owner and the admins see it. */
export interface ArcoRequestView {
  id: string;
  tipo: ArcoKind;
  estado: ArcoState;
  nombre: string;
  email: string;
  /** Whether it was filed from an account (else by the public form). */
  conCuenta: boolean;
  detalle: string;
  respuesta: string | null;
  creadaEn: string;
  /** The legal deadline: the end of the 20th Mexico City business day after the day it arrived. */
  venceEn: string;
  respondidaEn: string | null;
  /** 'a-tiempo', 'por-vencer' (5 business days or fewer left) or 'vencida', for open ones; null once answered. */
  plazo: 'a-tiempo' | 'por-vencer' | 'vencida' | null;
}

export interface ArcoTemplate {
  clave: string;
  titulo: string;
  estado: 'atendida' | 'negada';
  texto: string;
}

export interface MyArcoRequestsAnswer {
  solicitudes: ArcoRequestView[];
}

export interface ArcoQueueAnswer {
  solicitudes: ArcoRequestView[];
  plantillas: ArcoTemplate[];
}

export interface ArcoFiledAnswer {
  message: string;
  data: ArcoRequestView;
}

/** The admin dashboard's count of open requests near or past their deadline. */
export interface ArcoAttention {
  porVencer: number;
  vencidas: number;
}

/** What is kept blocked of one table of a cancelled account, in short: how many rows. */
export interface KeptCount {
  tabla: string;
  titulo: string;
  filas: number;
}

/** A cancelled account as the superadmin's 'Datos bloqueados' lists it. */
export interface BlockedAccountView {
  userId: string;
  /** His name and address as kept (after the purge: 'Piloto retirado' and no address). */
  nombre: string;
  email: string;
  bloqueadaEn: string;
  /** Until when his data is kept (the latest end of its legal retentions). */
  conservarHasta: string;
  /** When the purge deleted it; null while it is kept. */
  eliminadaEn: string | null;
  /** The rows kept for the tax code, per table. */
  conservado: KeptCount[];
}

/** GET /api/datos-personales/admin/bloqueados (superadmin; each read is recorded in the audit log): a page, `siguiente` the place of the next (null on the last). */
export interface BlockedAccountsAnswer {
  cuentas: BlockedAccountView[];
  siguiente: string | null;
}

/** The cancelled accounts answer a page at a time, never more than `maxSize` (docs/adr/0064). */
export const BLOCKED_PAGE = { size: 50, maxSize: 100 } as const;
export const BLOCKED_PAGE_MSG = {
  limit: `Se muestran de 1 a ${BLOCKED_PAGE.maxSize} cuentas por página`,
  lost: 'La página pedida no es válida: vuelve al inicio de la lista',
} as const;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /api/datos-personales/admin/bloqueados's query: how many accounts (1 to 100, 50 when not said) and `despues`, the `siguiente` of the page before. */
export const blockedAccountsQuerySchema = z.object({
  limite: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : blankToUndefined(v)),
      z.number({ error: BLOCKED_PAGE_MSG.limit }).int(BLOCKED_PAGE_MSG.limit).min(1, BLOCKED_PAGE_MSG.limit).max(BLOCKED_PAGE.maxSize, BLOCKED_PAGE_MSG.limit).optional(),
    )
    .transform((v) => v ?? BLOCKED_PAGE.size),
  despues: z.preprocess(blankToUndefined, z.string({ error: BLOCKED_PAGE_MSG.lost }).max(300, BLOCKED_PAGE_MSG.lost).optional()),
});

/** One kept row: its columns as stored (secrets left out), until when it is kept, and its files. */
export interface KeptRowView {
  id: string | null;
  conservarHasta: string | null;
  datos: Record<string, unknown>;
  archivos: { columna: string; url: string }[];
}

/** One table's kept rows, with why the law keeps them. */
export interface KeptSectionView {
  tabla: string;
  titulo: string;
  motivo: string;
  filas: KeptRowView[];
}

/** GET /api/datos-personales/admin/bloqueados/{userId} (superadmin; recorded in the audit log). */
export interface BlockedAccountDetailAnswer {
  cuenta: BlockedAccountView;
  secciones: KeptSectionView[];
}
