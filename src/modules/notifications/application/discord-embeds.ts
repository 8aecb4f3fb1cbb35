import { formatCents, formatDateTime, formatDay, formatDayWithWeekday, formatTime, mexicoCityInstant } from '../../../contracts/formats.js';
import { PENALTY_LABELS, type PenaltyType } from '../../../contracts/stewarding.messages.js';
import type { DiscordMessage } from './ports/discord.port.js';
import type { NewChampionship, NewSingleEvent, PublishedResults, StewardsDecision } from './ports/news.port.js';

/** The league's colours for each kind of message. */
const COLOURS = { anuncio: 0xe10600, inscripciones: 0x1f8b4c, resultados: 0xf1c40f, comisarios: 0x3498db, prueba: 0x95a5a6 } as const;
const FOOTER = { text: 'Parrilla · Sim racing en México' };

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const places = (n: number | null) => (n === null ? 'Sin límite' : `${n} ${n === 1 ? 'piloto' : 'pilotos'}`);

/** A new championship: what it is, and that its enrolment is open (until its end date, DOMAIN-RULES §2). */
export function championshipEmbeds(c: NewChampionship, publicUrl: string): DiscordMessage {
  const url = `${publicUrl}/campeonatos/${c.id}`;
  return {
    embeds: [
      {
        title: cut(`Nuevo campeonato: ${c.nombreCampeonato}`, 256),
        description: cut(c.detallesCampeonato, 1000),
        url,
        color: COLOURS.anuncio,
        fields: [
          { name: 'Categoría', value: cut(c.categoria, 1024), inline: true },
          { name: 'Fechas', value: `Del ${formatDay(c.fechaInicio)} al ${formatDay(c.fechaFin)}`, inline: true },
        ],
        footer: FOOTER,
      },
      {
        title: cut(`¡Inscripciones abiertas! ${c.nombreCampeonato}`, 256),
        description: `Aparta tu lugar en ${url}`,
        url,
        color: COLOURS.inscripciones,
        fields: [
          { name: 'Precio', value: formatCents(c.precioCentavos, { withCode: true }), inline: true },
          { name: 'Cupo', value: places(c.participantesMaximos), inline: true },
          { name: 'Cierre', value: `Hasta el ${formatDay(c.fechaFin)}`, inline: true },
        ],
        footer: FOOTER,
      },
    ],
  };
}

/** A new free event, open for sign-up until it starts. */
export function singleEventEmbeds(e: NewSingleEvent, publicUrl: string): DiscordMessage {
  const url = `${publicUrl}/eventos-unicos/${e.id}`;
  const start = mexicoCityInstant(e.fechaInicio, e.horaInicio);
  return {
    embeds: [
      {
        title: cut(`Nuevo evento libre: ${e.nombre}`, 256),
        description: e.detalles ? cut(e.detalles, 1000) : undefined,
        url,
        color: COLOURS.anuncio,
        fields: [{ name: 'Fecha', value: `${formatDayWithWeekday(e.fechaInicio)} a las ${formatTime(start)} (Ciudad de México)`, inline: true }],
        footer: FOOTER,
      },
      {
        title: cut(`¡Inscripciones abiertas! ${e.nombre}`, 256),
        description: `Gratis, hasta que empiece. Inscríbete en ${url}`,
        url,
        color: COLOURS.inscripciones,
        fields: [{ name: 'Cupo', value: places(e.participantesMaximos), inline: true }],
        footer: FOOTER,
      },
    ],
  };
}

/** Results that have just become public (their publication delay has passed). */
export function resultsEmbeds(r: PublishedResults, publicUrl: string): DiscordMessage {
  const track = r.trackConfig ? `${r.trackName} — ${r.trackConfig}` : r.trackName;
  const fields = [
    { name: 'Circuito', value: cut(track, 1024), inline: true },
    { name: 'Fecha', value: `${formatDateTime(r.startTime)} (Ciudad de México)`, inline: true },
  ];
  if (r.campeonato) fields.unshift({ name: 'Campeonato', value: cut(r.circuito ? `${r.campeonato} · ${r.circuito}` : r.campeonato, 1024), inline: false });
  return {
    embeds: [
      {
        title: cut(`Resultados publicados: ${r.sessionName}`, 256),
        description: 'Ya puedes consultar la clasificación, las vueltas rápidas y los análisis de la carrera.',
        url: `${publicUrl}/race-result`,
        color: COLOURS.resultados,
        fields,
        footer: FOOTER,
        timestamp: r.publishedAt,
      },
    ],
  };
}

function penaltyText(p: NonNullable<StewardsDecision['penalty']>): string {
  const label = PENALTY_LABELS[p.tipo as PenaltyType] ?? p.tipo;
  const value = p.tipo === 'tiempo' ? `: ${p.segundos} s` : p.tipo === 'posiciones' ? `: ${p.posiciones}` : p.tipo === 'puntos' ? `: ${p.puntos}` : '';
  const licence = p.puntosLicencia > 0 ? ` · ${p.puntosLicencia} ${p.puntosLicencia === 1 ? 'punto' : 'puntos'} de licencia` : '';
  return `${label}${value}${licence}`;
}

/** A stewards' decision on a report. */
export function decisionEmbeds(d: StewardsDecision): DiscordMessage {
  const verdict = d.aprobado ? 'Resuelto' : 'Rechazado';
  const fields = [
    { name: 'Incidente', value: cut(`${d.reporter} sobre ${d.reported}`, 1024), inline: false },
    { name: 'Sanción', value: d.penalty ? penaltyText(d.penalty) : d.aprobado ? 'Sin sanción' : 'No aplica', inline: true },
  ];
  if (d.campeonato) fields.unshift({ name: 'Carrera', value: cut(d.circuito ? `${d.campeonato} · ${d.circuito}` : d.campeonato, 1024), inline: false });
  return {
    embeds: [
      {
        title: `Decisión de los comisarios: reporte #${d.numeroReporte} ${verdict.toLowerCase()}`,
        description: cut(d.explicacion, 2000),
        color: COLOURS.comisarios,
        fields,
        footer: FOOTER,
        timestamp: d.decididoAt,
      },
    ],
  };
}

/** The admin's 'Enviar prueba'. */
export function testEmbeds(canal: string, at: Date): DiscordMessage {
  return {
    embeds: [
      {
        title: 'Mensaje de prueba de Parrilla',
        description: `Si lees esto, el webhook del canal «${canal}» funciona. Aquí llegarán los avisos de la liga.`,
        color: COLOURS.prueba,
        footer: FOOTER,
        timestamp: at.toISOString(),
      },
    ],
  };
}
