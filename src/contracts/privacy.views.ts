/** What the privacy calls answer: declared once for the API and the page. */
import type { ConsentWay, NecessaryPurpose, Processor, VoluntaryPurpose } from './privacy.messages.js';

/** Who is responsible for the data: the league, as its settings say. */
export interface LeagueIdentityView {
  nombre: string;
  domicilio: string;
  correo: string;
}

/** GET /api/privacidad/aviso: the notice in force, with the league's identity filled in. */
export interface PrivacyNoticeView {
  version: number;
  publicadoEl: string;
  /** The Markdown as the superadmin wrote it, the league's data put in its placeholders. */
  markdown: string;
  necesarias: NecessaryPurpose[];
  voluntarias: VoluntaryPurpose[];
  responsable: LeagueIdentityView;
}

/** GET /api/privacidad/aviso/editor (superadmin): the Markdown before its placeholders are filled, and the versions so far. */
export interface PrivacyNoticeEditorView {
  actual: { version: number; publicadoEl: string; markdown: string; voluntarias: VoluntaryPurpose[] };
  versiones: Array<{ version: number; publicadoEl: string; voluntarias: VoluntaryPurpose[] }>;
}

export interface ProcessorView {
  clave: Processor;
  nombre: string;
  datos: string;
  motivo: string;
  pais: string;
}

/** GET /api/privacidad/encargados: the processors the league uses. */
export interface ProcessorsAnswer {
  encargados: ProcessorView[];
}

/** GET /api/privacidad/ajustes (admin). */
export interface PrivacySettingsView extends LeagueIdentityView {
  encargadosDesactivados: Processor[];
}

export interface ConsentRecordView {
  version: number;
  el: string;
  via: ConsentWay;
  acepto: boolean;
  finalidades: VoluntaryPurpose[];
}

/** GET /api/privacidad/mis-preferencias: each voluntary purpose on or off, and every answer he gave. */
export interface MyPrivacyView {
  preferencias: Record<VoluntaryPurpose, boolean>;
  historial: ConsentRecordView[];
}

/** GET /api/privacidad/pendiente: whether the notice in force asks him something new. */
export type PendingConsentView = { pendiente: false } | { pendiente: true; version: number; publicadoEl: string; nuevas: VoluntaryPurpose[] };
