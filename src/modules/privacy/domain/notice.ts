import { VOLUNTARY_PURPOSES, type ConsentWay, type VoluntaryPurpose } from '../../../contracts/privacy.messages.js';

/** A published version of the privacy notice. */
export interface PrivacyNotice {
  version: number;
  markdown: string;
  /** The voluntary purposes this version asks for. */
  purposes: VoluntaryPurpose[];
  publishedAt: string;
}

/** One answer a person gave to the notice. */
export interface ConsentRecord {
  id: string;
  userId: string;
  noticeVersion: number;
  acceptedAt: string;
  via: ConsentWay;
  accepted: boolean;
  /** The voluntary purposes allowed in this answer. */
  purposes: VoluntaryPurpose[];
}

/** The league's identity as the notice names it. */
export interface LeagueIdentity {
  nombre: string;
  domicilio: string;
  correo: string;
}

/** The league's identity written into the notice's placeholders. */
export function fillNotice(markdown: string, league: LeagueIdentity): string {
  return markdown.replaceAll('{{responsable}}', league.nombre).replaceAll('{{domicilio}}', league.domicilio).replaceAll('{{correo}}', league.correo);
}

/** The voluntary purposes in their declared order, each once. */
export const orderedPurposes = (list: readonly VoluntaryPurpose[]): VoluntaryPurpose[] => VOLUNTARY_PURPOSES.filter((p) => list.includes(p));

/**
 * What the notice in force asks a person that he was never asked: the voluntary purposes of the
 * current version that no version he answered (accepted or refused) asked. A person who never answered
 * any version is asked (his account is from before the notice). Someone who answered the current
 * version, or a later one, is asked nothing; a new version that only rewrites the text or drops a
 * purpose asks nothing either.
 */
export function consentNeeded(
  current: Pick<PrivacyNotice, 'version' | 'purposes'>,
  history: readonly Pick<ConsentRecord, 'noticeVersion'>[],
  purposesOf: ReadonlyMap<number, readonly VoluntaryPurpose[]>,
): { pending: false } | { pending: true; nuevas: VoluntaryPurpose[] } {
  if (history.length === 0) return { pending: true, nuevas: orderedPurposes(current.purposes) };
  if (history.some((r) => r.noticeVersion >= current.version)) return { pending: false };
  const asked = new Set(history.flatMap((r) => purposesOf.get(r.noticeVersion) ?? []));
  const nuevas = orderedPurposes(current.purposes.filter((p) => !asked.has(p)));
  return nuevas.length > 0 ? { pending: true, nuevas } : { pending: false };
}

/** The choices an answer writes: each new purpose on only when he accepted and ticked it. */
export function choicesOfAnswer(nuevas: readonly VoluntaryPurpose[], accepted: boolean, allowed: readonly VoluntaryPurpose[]): Partial<Record<VoluntaryPurpose, boolean>> {
  return Object.fromEntries(nuevas.map((p) => [p, accepted && allowed.includes(p)]));
}
