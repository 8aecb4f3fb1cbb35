import type { OverlayOptions } from '../../domain/overlay-options.js';
import { brandingStyle, LEAGUE_LOGO } from '../../domain/overlay-branding.js';
import type { StandingsOverlayView } from '../../application/standings-overlay.use-case.js';
import type { LastRaceView } from '../../application/last-race-overlay.use-case.js';
import type { NextRaceView } from '../../application/next-race-overlay.use-case.js';
import type { GridView } from '../../application/grid-overlay.use-case.js';
import type { DecisionsView, TickerDecision } from '../../application/decisions-overlay.use-case.js';
import type { LowerThirdView } from '../../application/driver-lower-third.use-case.js';

/** Text for HTML: the five characters that could open markup or leave an attribute. */
export function esc(text: string | number | null | undefined): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A car's number cell: '#7', or empty when the driver has none. */
const carNumber = (value: string | number | null): string => `<span class="dorsal">${value === null ? '' : `#${esc(value)}`}</span>`;

/** The script every overlay loads (web/overlay, built beside the web app; not the app's bundle). */
export const OVERLAY_SCRIPT = '/overlay/overlay.js';

/**
 * The overlays' styles: a transparent page; every size in rem of a root that is 1/120 of the
 * viewport's width, so the layout drawn for 1920×1080 scales as it is to 1280×720 (or any 16:9
 * source). Movements (a panel sliding in, rows to their new place) last at most 600 ms, and none
 * with `animaciones=no` or when the system asks for reduced motion. The theme (`tema-*`) sets the
 * colours; the page's root then takes its championship's colour (`--acento`, `--sobre-acento`, see
 * overlayPage) and `--logo` is the league's mark, which every panel's header shows at its right: an
 * overlay of its own draws with these variables and gets both.
 */
const STYLES = `
html{font-size:calc(100vw / 120);background:transparent;--logo:url("${LEAGUE_LOGO}")}
body{margin:0;background:transparent;overflow:hidden;width:100vw;height:56.25vw;font-family:"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-variant-numeric:tabular-nums;-webkit-font-smoothing:antialiased}
.tema-oscuro{--fondo:rgba(12,14,20,.88);--fila:rgba(255,255,255,.06);--texto:#fff;--tenue:#b8bfcc;--acento:#e10600;--sube:#2ecc71;--baja:#ff5a4f;--aviso:#ffb020}
.tema-claro{--fondo:rgba(255,255,255,.92);--fila:rgba(0,0,0,.05);--texto:#10131a;--tenue:#4a5160;--acento:#c00500;--sube:#138a43;--baja:#c8231a;--aviso:#9a5b00}
.panel{position:absolute;top:3rem;width:32rem;color:var(--texto);background:var(--fondo);border-radius:.5rem;overflow:hidden;box-shadow:0 .25rem 1rem rgba(0,0,0,.35)}
.pos-izquierda .panel{left:3rem}.pos-derecha .panel{right:3rem}.pos-centro .panel{left:50%;margin-left:-16rem}
.panel[hidden]{display:block;visibility:hidden;opacity:0}
.cabecera{position:relative;padding:.75rem 4.5rem .75rem 1rem;border-bottom:.25rem solid var(--acento)}
.cabecera::after{content:"";position:absolute;top:50%;right:1rem;width:2.75rem;height:2.75rem;transform:translateY(-50%);background:var(--logo) center/contain no-repeat}
.cabecera h1{margin:0;font-size:1.375rem;line-height:1.2;font-weight:700}
.cabecera p{margin:.25rem 0 0;font-size:1rem;color:var(--tenue)}
.filas{list-style:none;margin:0;padding:.25rem 0}
.fila{display:flex;align-items:center;gap:.75rem;height:2.5rem;padding:0 1rem;font-size:1.25rem}
.fila:nth-child(even){background:var(--fila)}
.pos{width:2rem;text-align:right;font-weight:700}
.cambio{width:1.5rem;text-align:center;font-size:.875rem}
.cambio.sube{color:var(--sube)}.cambio.baja{color:var(--baja)}
.dorsal{min-width:2.5rem;text-align:center;font-weight:700;color:var(--tenue)}
.nombre{flex:1;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.equipo{max-width:9rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;color:var(--tenue);font-size:1rem}
.cifra{min-width:3.5rem;text-align:right}
.etiqueta{display:inline-block;margin-left:.5rem;padding:0 .4rem;border-radius:.25rem;background:var(--acento);color:var(--sobre-acento,#fff);font-size:.8rem;font-weight:700;text-transform:uppercase;vertical-align:middle}
.rapida{color:#b57cff;font-size:.9rem}
.sancion{flex:none;padding:0 .4rem;border-radius:.25rem;border:.0625rem solid var(--aviso);color:var(--aviso);font-size:.875rem;font-weight:700;line-height:1.5}
.siguiente{padding:.75rem 1rem 1rem;display:flex;gap:1rem;align-items:center}
.siguiente img{width:9rem;height:6rem;object-fit:contain;background:rgba(255,255,255,.08);border-radius:.25rem}
.siguiente .circuito{font-size:1.5rem;font-weight:700;margin:0}
.siguiente .hora{font-size:1rem;color:var(--tenue);margin:.25rem 0 0}
.cuenta{font-size:2.25rem;font-weight:700;margin:.5rem 0 0;letter-spacing:.02em}
.panel:has(.rejilla){width:64rem}.pos-centro .panel:has(.rejilla){margin-left:-32rem}
.rejilla{columns:2;column-gap:0}.rejilla .fila{break-inside:avoid}
.vacio{padding:1rem;font-size:1.125rem;color:var(--tenue)}
.panel:has(.cinta){top:auto;bottom:3rem;width:90rem;display:flex;align-items:stretch}.pos-centro .panel:has(.cinta){margin-left:-45rem}
.panel:has(.cinta) .cabecera{flex:none;max-width:20rem;border-bottom:0;border-right:.25rem solid var(--acento);display:flex;flex-direction:column;justify-content:center}
.cinta{flex:1;display:flex;overflow:hidden;min-height:3.5rem;align-items:center}
.cinta-pista{flex:none;display:flex;gap:3rem;margin:0;padding:0 1.5rem;list-style:none;white-space:nowrap;font-size:1.25rem}
.decision b{font-weight:700}.decision q{color:var(--tenue)}
.anima .cinta-pista{animation:cinta var(--vuelta,30s) linear infinite}
@keyframes cinta{to{transform:translateX(-100%)}}
.quieto .cinta-pista,.panel:has(.cinta) .vacio{flex:1;flex-direction:column;gap:.25rem;padding:.5rem 1.5rem;min-width:0}
.quieto .cinta-pista .decision{overflow:hidden;text-overflow:ellipsis}
.quieto .cinta-pista+.cinta-pista{display:none}
[data-overlay=piloto] .panel{top:auto;bottom:7rem;width:60rem;border-left:.5rem solid var(--acento)}
.pos-centro[data-overlay=piloto] .panel{margin-left:-30rem}
.tercio{display:flex;align-items:center;gap:1.25rem;padding:1rem 1.5rem}
.tercio .dorsal{font-size:3rem;min-width:5rem;color:var(--texto)}
.tercio .quien{flex:1;min-width:0}
.tercio h1{margin:0;font-size:2.25rem;line-height:1.1;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.tercio .quien p{margin:.25rem 0 0;font-size:1.125rem;color:var(--tenue);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.cifras{display:flex;gap:1.25rem;margin:0}
.cifras div{text-align:center;min-width:4.5rem}
.cifras dt{font-size:.875rem;color:var(--tenue);text-transform:uppercase;letter-spacing:.04em}
.cifras dd{margin:0;font-size:2rem;font-weight:700}
.tercio::after{content:"";flex:none;width:3.5rem;height:3.5rem;background:var(--logo) center/contain no-repeat}
.anima .panel{transition:opacity .4s ease,transform .4s ease,visibility .4s;animation:entra .5s ease both}
.anima[data-overlay=piloto] .panel{animation-name:entra-lado}
.anima .panel[hidden]{transform:translateY(-1rem);animation:none}
.anima[data-overlay=piloto] .panel[hidden]{transform:translateX(-3rem)}
.anima.pos-derecha[data-overlay=piloto] .panel[hidden]{transform:translateX(3rem)}
@keyframes entra{from{opacity:0;transform:translateY(-1rem)}to{opacity:1;transform:none}}
@keyframes entra-lado{from{opacity:0;transform:translateX(-3rem)}to{opacity:1;transform:none}}
@media (prefers-reduced-motion:reduce){.anima .panel,.anima .cinta-pista{animation:none;transition:none}.anima .cinta-pista{flex:1;flex-direction:column;gap:.25rem;padding:.5rem 1.5rem;min-width:0}.anima .cinta-pista+.cinta-pista{display:none}}
`;

/**
 * A whole overlay page: its data drawn (no loading state), the options it was asked with, the version it
 * shows, in its championship's colour (`color`; null keeps the league's theme) and with the league's logo.
 */
export function overlayPage(input: { kind: string; title: string; fragment: string; options: OverlayOptions; version: string; color?: string | null; hidden?: boolean }): string {
  const { options } = input;
  const classes = [`pos-${options.posicion}`, options.animaciones ? 'anima' : 'quieto'].join(' ');
  const branding = brandingStyle(input.color ?? null);
  return (
    `<!doctype html><html lang="es-MX" class="tema-${options.tema}"${branding ? ` style="${esc(branding)}"` : ''}><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${esc(input.title)}</title><style>${STYLES}</style><script src="${OVERLAY_SCRIPT}" defer></script></head>` +
    `<body class="${classes}" data-overlay="${esc(input.kind)}" data-version="${esc(input.version)}">` +
    `<main id="overlay" class="panel" aria-live="polite"${input.hidden ? ' hidden' : ''}>${input.fragment}</main></body></html>`
  );
}

const arrow = (cambio: number | null) => {
  if (cambio === null || cambio === 0) return '<span class="cambio" aria-hidden="true"></span>';
  const up = cambio > 0;
  const label = up ? `sube ${cambio}` : `baja ${-cambio}`;
  return `<span class="cambio ${up ? 'sube' : 'baja'}" title="${label}" aria-label="${label}">${up ? '▲' : '▼'}</span>`;
};

/** The standings panel's inside: what an update replaces. */
export function standingsFragment(view: StandingsOverlayView, options: OverlayOptions): string {
  const col = new Set(options.columnas);
  const subtitle = [view.grupo, view.ronda ? `tras la ronda ${view.ronda}` : 'sin resultados todavía'].filter(Boolean).join(' · ');
  const rows = view.filas
    .map(
      (f) =>
        `<li class="fila" data-clave="${esc(f.clave)}"><span class="pos">${f.posicion}</span>${arrow(f.cambio)}` +
        (col.has('numero') ? carNumber(f.numero) : '') +
        `<span class="nombre">${esc(f.nombre)}</span>` +
        (col.has('equipo') ? `<span class="equipo">${esc(f.equipo ?? '')}</span>` : '') +
        (col.has('victorias') ? `<span class="cifra" title="victorias">${f.victorias}</span>` : '') +
        (col.has('diferencia') ? `<span class="cifra">${f.diferencia === 0 ? '' : `−${f.diferencia}`}</span>` : '') +
        (col.has('puntos') ? `<span class="cifra"><b>${f.puntos}</b></span>` : '') +
        `</li>`,
    )
    .join('');
  return (
    `<header class="cabecera"><h1>${esc(view.campeonato)}</h1><p>${esc(subtitle)}</p></header>` +
    (rows ? `<ol class="filas">${rows}</ol>` : `<p class="vacio">La clasificación aparecerá con los primeros resultados.</p>`)
  );
}

/** The last race's panel inside: the classification, its gaps, the fastest lap, each driver's penalties, 'Provisional' while reports may still be filed. */
export function lastRaceFragment(view: LastRaceView, options: OverlayOptions): string {
  const col = new Set(options.columnas);
  if (!view.carrera) {
    return `<header class="cabecera"><h1>${esc(view.campeonato)}</h1></header><p class="vacio">Los resultados aparecerán cuando se publiquen.</p>`;
  }
  const tag = view.carrera.provisional ? '<span class="etiqueta">Provisional</span>' : '';
  const fastest = view.vueltaRapida ? ` · Vuelta rápida: ${esc(view.vueltaRapida.nombre)} ${esc(view.vueltaRapida.tiempo)}` : '';
  const rows = view.filas
    .map(
      (f) =>
        `<li class="fila" data-clave="${esc(f.clave)}"><span class="pos">${f.posicion}</span>` +
        (col.has('numero') ? carNumber(f.numero) : '') +
        `<span class="nombre">${esc(f.nombre)}${f.vueltaRapida ? ' <span class="rapida" title="Vuelta rápida" aria-label="Vuelta rápida">◷</span>' : ''}</span>` +
        f.sanciones.map((p) => `<span class="sancion" title="${esc(p.detalle)}" aria-label="${esc(p.detalle)}">${esc(p.texto)}</span>`).join('') +
        (col.has('clase') ? `<span class="equipo">${esc(f.clase ?? '')}</span>` : '') +
        (col.has('diferencia') ? `<span class="cifra">${esc(f.diferencia)}</span>` : '') +
        `</li>`,
    )
    .join('');
  return (
    `<header class="cabecera"><h1>${esc(view.campeonato)}${tag}</h1><p>Ronda ${view.carrera.ronda} · ${esc(view.carrera.circuito)}${fastest}</p></header>` +
    (rows ? `<ol class="filas">${rows}</ol>` : `<p class="vacio">Sin clasificados en esta clase.</p>`)
  );
}

/** The next race's panel inside: circuit, map, start in Mexico City time and the countdown the script keeps running. */
export function nextRaceFragment(view: NextRaceView): string {
  const head = `<header class="cabecera"><h1>${esc(view.campeonato)}</h1><p>${view.carrera ? `Próxima carrera · Ronda ${view.carrera.ronda}` : 'Temporada completa'}</p></header>`;
  if (!view.carrera) return `${head}<p class="vacio">No quedan carreras por disputar.</p>`;
  const c = view.carrera;
  return (
    head +
    `<div class="siguiente">${c.mapa ? `<img src="${esc(c.mapa)}" alt="Mapa de ${esc(c.circuito)}">` : ''}` +
    `<div><p class="circuito">${esc(c.circuito)}</p><p class="hora">${esc(c.hora)}</p>` +
    `<p class="cuenta" data-cuenta-hasta="${esc(c.inicio)}">${esc(c.faltan)}</p></div></div>`
  );
}

/** The entry list's panel inside: numbers, names and teams; two columns past twelve drivers. */
export function gridFragment(view: GridView, options: OverlayOptions): string {
  const col = new Set(options.columnas);
  const rows = view.filas
    .map(
      (f) =>
        `<li class="fila" data-clave="${esc(f.clave)}">` +
        (col.has('numero') ? carNumber(f.numero) : '') +
        `<span class="nombre">${esc(f.nombre)}</span>` +
        (col.has('equipo') ? `<span class="equipo">${esc(f.equipo ?? '')}</span>` : '') +
        `</li>`,
    )
    .join('');
  const wide = view.filas.length > 12;
  return (
    `<header class="cabecera"><h1>${esc(view.campeonato)}</h1><p>Parrilla · ${view.total} ${view.total === 1 ? 'piloto' : 'pilotos'}</p></header>` +
    (rows ? `<ol class="filas${wide ? ' rejilla' : ''}">${rows}</ol>` : `<p class="vacio">Todavía no hay pilotos inscritos.</p>`)
  );
}

/** Seconds a ticker takes to pass once: about nine characters a second, never under 12 s. */
const tickerSeconds = (items: readonly TickerDecision[]) => Math.max(12, Math.round(items.reduce((n, d) => n + Object.values(d).join(' ').length, 0) * 0.11));

const tickerItem = (d: TickerDecision, copy: boolean) =>
  `<li class="decision${copy ? ' copia' : ''}" data-decision="${esc(d.clave)}"><b>${esc(d.titulo)}</b> · ${esc(d.carrera)} · ${esc(d.pilotos)} · ` +
  `<span class="etiqueta">${esc(d.decision)}</span> ${esc(d.sancion)}${d.explicacion ? ` · <q>${esc(d.explicacion)}</q>` : ''}</li>`;

/**
 * The stewards' ticker inside: a band whose decisions scroll from right to left without end (the list
 * drawn twice, the copy hidden from screen readers); with `animaciones=no` or reduced motion the
 * decisions stand still, one a line.
 */
export function decisionsFragment(view: DecisionsView): string {
  const head = `<header class="cabecera"><h1>Decisiones de comisarios</h1><p>${esc(view.campeonato)}</p></header>`;
  if (!view.decisiones.length) return `${head}<div class="cinta"><p class="vacio">Los comisarios todavía no han tomado decisiones.</p></div>`;
  const track = (copy: boolean) =>
    `<ol class="cinta-pista" style="--vuelta:${tickerSeconds(view.decisiones)}s"${copy ? ' aria-hidden="true"' : ''}>${view.decisiones.map((d) => tickerItem(d, copy)).join('')}</ol>`;
  return `${head}<div class="cinta">${track(false)}${track(true)}</div>`;
}

/** A place as the overlays write it: '2.º'. */
const place = (n: number) => `${n}.º`;

/**
 * The lower third's inside: the driver's number, his name as public pages show it, his team and
 * class, and his season (place, points, wins, podiums) once he has a result. Empty when nobody is
 * chosen: the page keeps its panel out of the frame then.
 */
export function lowerThirdFragment(view: LowerThirdView): string {
  const p = view.piloto;
  if (!p) return '';
  const about = [p.equipo, p.grupo, view.campeonato].filter(Boolean).join(' · ');
  const unranked = p.posicion === null;
  const season = unranked ? ' · Sin resultados todavía' : p.ronda ? ` · Tras la ronda ${p.ronda}` : '';
  const figures: Array<[string, string]> =
    p.posicion === null
      ? []
      : [
          ['Posición', place(p.posicion)],
          ['Puntos', String(p.puntos ?? 0)],
          ['Victorias', String(p.victorias ?? 0)],
          ['Podios', String(p.podios ?? 0)],
        ];
  return (
    `<div class="tercio" data-clave="${esc(p.clave)}">${p.numero === null ? '' : carNumber(p.numero)}` +
    `<div class="quien"><h1 class="nombre">${esc(p.nombre)}</h1><p>${esc(about)}${season}</p></div>` +
    (figures.length ? `<dl class="cifras">${figures.map(([label, value]) => `<div><dt>${label}</dt><dd>${esc(value)}</dd></div>`).join('')}</dl>` : '') +
    `</div>`
  );
}
