/** Incident report and stewarding messages, free of zod for the screens. */
export const REPORT_LIMITS = {
  screenshots: 5,
  videos: 3,
  descripcion: 5000,
  explicacion: 5000,
  vuelta: 10_000,
  heat: 100,
  segundos: 3600,
  posiciones: 100,
  puntos: 1000,
  puntosLicencia: 12,
  porPagina: 10,
  porPaginaMaximo: 100,
  sesiones: 3,
  evento: 60,
  curva: 60,
} as const;

/** 'en_conflicto': a panel's votes gave no majority; an admin decides it. */
export const REPORT_STATES = ['pendiente', 'en_conflicto', 'resuelto', 'rechazado'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** What the admin list shows for each state. */
export const REPORT_STATE_LABELS: Record<ReportState, string> = { pendiente: 'Pendiente', en_conflicto: 'En conflicto', resuelto: 'Resuelto', rechazado: 'Rechazado' };

/** How many stewards decide a report: 1 (one decides, as before), 3 or 5 (a panel votes). */
export const PANEL_SIZES = [1, 3, 5] as const;
export type PanelSize = (typeof PANEL_SIZES)[number];

/** A steward's vote: no action, a warning, or a penalty. */
export const VERDICTS = ['sin_accion', 'advertencia', 'sancion'] as const;
export type Verdict = (typeof VERDICTS)[number];
export const VERDICT_LABELS: Record<Verdict, string> = { sin_accion: 'Sin acción', advertencia: 'Advertencia', sancion: 'Sanción' };

export const PANEL_LIMITS = { razonamiento: 1000, categorias: 20, categoria: 60, horasApelacion: 720 } as const;

/** What an appeal may come to: upheld, a milder penalty, or the penalty lifted. */
export const APPEAL_OUTCOMES = ['confirmada', 'reducida', 'anulada'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];
export const APPEAL_STATE_LABELS: Record<'pendiente' | AppealOutcome, string> = { pendiente: 'Apelación pendiente', confirmada: 'Decisión confirmada', reducida: 'Sanción reducida', anulada: 'Sanción anulada' };

export const PENALTY_TYPES = ['tiempo', 'posiciones', 'puntos', 'descalificacion', 'advertencia'] as const;
export type PenaltyType = (typeof PENALTY_TYPES)[number];

/** The penalty types that act on one scored event of the race (the others act on the championship total, or on nothing). */
export const EVENT_PENALTY_TYPES: readonly PenaltyType[] = ['tiempo', 'posiciones', 'descalificacion'];

export const PENALTY_LABELS: Record<PenaltyType, string> = {
  tiempo: 'Penalización de tiempo',
  posiciones: 'Pérdida de posiciones',
  puntos: 'Puntos de campeonato descontados',
  descalificacion: 'Descalificación',
  advertencia: 'Advertencia',
};

export const REPORT_MSG = {
  reportedRequired: 'Debes seleccionar un usuario denunciado.',
  championshipRequired: 'Debes seleccionar un campeonato.',
  raceRequired: 'Debes seleccionar una carrera.',
  lapRequired: 'Debes especificar un número de vuelta.',
  lapMin: 'La vuelta debe ser al menos 1.',
  heatMin: 'El heat debe ser al menos 1.',
  descriptionRequired: 'La descripción es requerida.',
  tooLong: (max: number) => `Debe tener como máximo ${max} caracteres`,
  tooManyScreenshots: `Puedes adjuntar como máximo ${REPORT_LIMITS.screenshots} capturas de pantalla.`,
  tooManyVideos: `Puedes añadir como máximo ${REPORT_LIMITS.videos} enlaces de video.`,
  videoLink: 'Los enlaces de video deben empezar con http:// o https://',
  videoNotYoutubeOrTwitch: 'Cada enlace debe ser un video de YouTube o de Twitch (youtube.com/watch?v=…, youtu.be/…, twitch.tv/videos/…).',
  videoNoTime: 'Indica en el enlace el momento del incidente con t= (por ejemplo t=754, t=12m34s o t=1h2m3s).',
  videoBadTime: 'El momento t= del enlace no es válido: escribe segundos (t=754) o horas, minutos y segundos (t=12m34s, t=1h2m3s).',
  sessionTimeInvalid: 'El tiempo de sesión debe escribirse mm:ss o h:mm:ss (por ejemplo 12:34 o 1:02:03).',
  cornerTooLong: `La curva o sector debe tener como máximo ${REPORT_LIMITS.curva} caracteres.`,
  selfReport: 'No puedes reportarte a ti mismo.',
  championshipNotFound: 'El campeonato seleccionado no existe.',
  raceNotInChampionship: 'La carrera seleccionada no pertenece a ese campeonato.',
  reportedNotFound: 'El piloto denunciado no existe.',
  reporterNotEnrolled: 'Solo los pilotos inscritos en el campeonato pueden presentar reportes.',
  reportedNotEnrolled: 'El piloto denunciado no está inscrito en ese campeonato.',
  raceNotStarted: 'La carrera aún no ha comenzado: todavía no puedes reportar incidentes de ella.',
  windowClosed: (horas: number) => `El plazo para reportar incidentes de esta carrera terminó (${horas} horas desde su inicio).`,
  created: (numero: number) => `Reporte creado con éxito. Número de reporte: #${numero}`,
  alreadyFiled: (numero: number, vuelta: number) =>
    `Ya reportaste a ese piloto en la vuelta ${vuelta} de esta carrera: es el reporte #${numero}. Síguelo en Mi perfil → Mis reportes.`,
  notFound: 'No se encontró el reporte.',
  alreadyDecided: 'Este reporte ya fue resuelto o rechazado.',
  decisionRequired: 'Indica si el reporte se aprueba o se rechaza.',
  explanationRequired: 'Escribe la explicación de la decisión.',
  penaltyTypeRequired: 'Elige el tipo de sanción.',
  penaltyOnlyWhenApproved: 'Solo un reporte aprobado puede llevar sanción.',
  secondsRequired: 'Indica los segundos de penalización (al menos 1).',
  positionsRequired: 'Indica cuántas posiciones pierde (al menos 1).',
  pointsRequired: 'Indica cuántos puntos se descuentan (al menos 1).',
  licencePoints: `Los puntos de licencia van de 0 a ${REPORT_LIMITS.puntosLicencia}.`,
  driverRequired: 'Debes seleccionar un piloto.',
  driverNotEnrolled: 'El piloto no está inscrito en ese campeonato.',
  estadoInvalid: 'El estado debe ser pendiente, en_conflicto, resuelto o rechazado.',
  pageInvalid: 'La página debe ser un número entero de 1 en adelante.',
  resolved: 'Reporte resuelto con éxito.',
  rejected: 'Reporte rechazado.',
  deleted: 'Reporte eliminado con éxito.',
  penaltyRecorded: 'Sanción registrada con éxito.',
  sessionInvalid: 'La sesión puntuable debe ser 1, 2 o 3.',
  eventInvalid: 'El nombre del evento puntuable debe tener entre 1 y 60 caracteres.',
  sessionNotInRound: (sesion: number, ronda: number, sesiones: number) =>
    `La sesión ${sesion} no existe en la ronda ${ronda}: su formato tiene ${sesiones === 1 ? 'una sola sesión' : `${sesiones} sesiones`}.`,
  eventNotInSession: (evento: string, sesion: number) => `El evento «${evento}» no existe en la sesión ${sesion} de esta ronda.`,
  eventNotInRound: (evento: string, ronda: number) => `El evento «${evento}» no existe en ninguna sesión de la ronda ${ronda}.`,
  notYourChampionship: 'No eres comisario de este campeonato.',
  ownReport: 'No puedes juzgar un reporte que presentaste o que trata sobre ti.',
  stewardRequired: 'Debes seleccionar un comisario.',
  notASteward: 'Esa cuenta no tiene el rol de comisario: dáselo primero en su ficha de usuario.',
  stewardNotFound: 'No se encontró esa cuenta.',
  alreadySteward: 'Esa cuenta ya es comisario de este campeonato.',
  stewardNotAssigned: 'Esa cuenta no es comisario de este campeonato.',
  stewardAssigned: 'Comisario asignado al campeonato.',
  stewardUnassigned: 'Comisario retirado del campeonato.',
  panelSizeInvalid: 'Los comisarios por reporte deben ser 1, 3 o 5.',
  verdictRequired: 'Elige tu voto: sin acción, advertencia o sanción.',
  reasoningRequired: 'Escribe un razonamiento breve de tu voto.',
  categoryNameRequired: 'Cada categoría necesita un nombre.',
  categoryRepeated: 'Hay dos categorías con el mismo nombre.',
  tooManyCategories: `Puedes tener como máximo ${PANEL_LIMITS.categorias} categorías.`,
  categoryTypeInvalid: 'La sanción de una categoría debe ser de tiempo, posiciones, puntos o descalificación.',
  categoryNotFound: 'Esa categoría de sanción no existe en este campeonato.',
  categoryRequired: 'Elige la categoría de la sanción.',
  singleSteward: 'Este campeonato decide cada reporte con un solo comisario: usa Resolver o Rechazar.',
  panelVoting: 'Este campeonato decide sus reportes por votación del panel: vota el reporte en lugar de resolverlo.',
  alreadyVoted: 'Ya votaste este reporte.',
  votingClosed: 'La votación de este reporte ya terminó: ya se emitieron todos los votos necesarios.',
  panelSaved: 'Ajustes del panel guardados.',
  panelBusy: 'Los comisarios votaban mientras guardabas los ajustes y no se guardaron: vuelve a guardarlos.',
  panelConflict: 'La votación de este reporte terminó sin mayoría: ahora lo decide un administrador.',
  /** What a change of the panel's size closed: each report decided, then the ones left 'En conflicto'. */
  panelSizeClosed: (size: number, closed: ReadonlyArray<{ numeroReporte: number; estado: 'resuelto' | 'rechazado' | 'en_conflicto' }>) => {
    const decided = closed.filter((c) => c.estado !== 'en_conflicto').map((c) => ({ n: c.numeroReporte, what: `quedó ${c.estado}` }));
    const conflicts = closed.filter((c) => c.estado === 'en_conflicto').map((c) => c.numeroReporte);
    const parts = decided.map((d, i) => `${i === 0 ? 'el reporte' : 'el'} #${d.n} ${d.what}`);
    if (conflicts.length) {
      const numbers = conflicts.map((n) => `#${n}`);
      const list = numbers.length === 1 ? numbers[0] : `${numbers.slice(0, -1).join(', ')} y ${numbers.at(-1)}`;
      const lead = parts.length === 0 ? (conflicts.length === 1 ? 'el reporte' : 'los reportes') : conflicts.length === 1 ? 'el' : 'los';
      parts.push(`${lead} ${list} ${conflicts.length === 1 ? 'quedó' : 'quedaron'} En conflicto: ${conflicts.length === 1 ? 'lo' : 'los'} decide un administrador`);
    }
    const sentence = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
    return `Con ${size === 1 ? 'un comisario' : `${size} comisarios`} por reporte, ${sentence}.`;
  },
  voted: 'Voto registrado.',
  appealWindowInvalid: `Las horas para apelar van de 1 a ${PANEL_LIMITS.horasApelacion}.`,
  appealReasonRequired: 'Explica por qué apelas la decisión.',
  appealNotParty: 'Solo los dos pilotos del reporte pueden apelar su decisión.',
  appealNotDecided: 'Solo se puede apelar un reporte ya decidido.',
  appealTwice: 'Ya apelaste esta decisión: cada piloto puede apelar una vez.',
  appealWindowClosed: (horas: number) => `El plazo para apelar terminó (${horas} horas desde la decisión).`,
  appealFiled: 'Apelación presentada: la decidirán comisarios que no votaron el reporte.',
  appealNotFound: 'No se encontró la apelación.',
  appealAlreadyDecided: 'Esta apelación ya fue decidida.',
  appealOutcomeRequired: 'Elige el resultado: confirmada, reducida o anulada.',
  appealVoter: 'No puedes decidir la apelación de un reporte que votaste o decidiste.',
  appealNoPenalty: 'Este reporte no tiene sanción: la apelación solo puede confirmarse.',
  appealNotMilder: 'La sanción reducida debe ser más leve que la actual.',
  appealReducedPenaltyRequired: 'Indica la sanción reducida.',
  appealDecided: 'Apelación decidida.',
  lapsNoIracingIds: 'Ninguno de los dos pilotos tiene su ID de iRacing en su perfil: no se pueden buscar sus vueltas.',
  lapsNoResults: (sesion: number) => `Aún no se importaron los resultados de la sesión ${sesion} de esta carrera.`,
  lapsNoChart: 'Los resultados importados de esta carrera no tienen las vueltas de estos pilotos (falta el gráfico de vueltas de iRacing).',
  appealLifted: (numero: number, puntos: number) => `Apelación del reporte #${numero}: sus puntos de licencia bajaron a ${puntos}, por debajo de este umbral.`,
  thresholdInvalid: 'Cada umbral necesita sus puntos (de 1 a 100) y si suspende una carrera o expulsa.',
  thresholdRepeated: 'Hay dos umbrales con los mismos puntos.',
  expiryInvalid: 'Los puntos caducan tras 1 a 50 carreras, o nunca (vacío).',
  suspensionNotFound: 'No se encontró la suspensión.',
  suspensionLifted: 'Suspensión levantada.',
  suspensionAlreadyLifted: 'Esta suspensión ya fue levantada.',
  liftReasonRequired: 'Escribe el motivo para levantar la suspensión.',
  noMainRaceInSession: (sesion: number) => `La sesión ${sesion} no puntúa una carrera por posición: elige el evento al que se aplica la sanción.`,
} as const;

/**
 * The stewards' work waiting, in words: '2 reportes pendientes, 1 en conflicto y 1 apelación por decidir'
 * (the noun once, on the first kind of report named), 'Ningún reporte ni apelación por atender' when none.
 */
export function stewardingWorkLabel(counts: { pendientes: number; enConflicto: number; apelaciones: number }): string {
  const parts: string[] = [];
  const reports = (n: number) => (n === 1 ? 'reporte' : 'reportes');
  if (counts.pendientes > 0) parts.push(`${counts.pendientes} ${reports(counts.pendientes)} ${counts.pendientes === 1 ? 'pendiente' : 'pendientes'}`);
  if (counts.enConflicto > 0) parts.push(counts.pendientes > 0 ? `${counts.enConflicto} en conflicto` : `${counts.enConflicto} ${reports(counts.enConflicto)} en conflicto`);
  if (counts.apelaciones > 0) parts.push(`${counts.apelaciones} ${counts.apelaciones === 1 ? 'apelación' : 'apelaciones'} por decidir`);
  if (parts.length === 0) return 'Ningún reporte ni apelación por atender';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
}
