/** Answers of the push notification calls (docs/adr/0010, docs/adr/0056). */
import type { PushKind } from './push.contract.js';

export interface PushKeyAnswer {
  /** The server's VAPID public key (base64url), the `applicationServerKey` of `pushManager.subscribe`. */
  clavePublica: string;
}

export interface PushDeviceView {
  id: string;
  /** The browser as its user agent names it, e.g. 'Chrome en Android'. */
  navegador: string;
  creadoEn: string;
  ultimoEnvio: string | null;
  tipos: Record<PushKind, boolean>;
}

export interface PushDevicesAnswer {
  message?: string;
  dispositivos: PushDeviceView[];
}

export interface PushDeviceAnswer {
  message?: string;
  dispositivo: PushDeviceView;
}

export interface PushAnnouncementView {
  id: string;
  campeonatoId: string;
  campeonato: string;
  titulo: string;
  cuerpo: string;
  creadoEn: string;
  /** Devices it was queued for, and how many of them the push service accepted, refused for good, or are still waiting. */
  dispositivos: number;
  enviados: number;
  fallidos: number;
  pendientes: number;
}

export interface PushAnnouncementsAnswer {
  avisos: PushAnnouncementView[];
}

export interface PushAnnouncementAnswer {
  message: string;
  aviso: PushAnnouncementView;
}
