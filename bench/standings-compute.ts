// The standings calculation alone, in memory: a season of 20 rounds × 2 scored sessions (each with its
// qualifying and race) × 60 drivers in two classes, with pole, fastest-lap, laps-led and places-gained
// points, penalties and drops. `npm run bench` prints it with the other timings; `tsx bench/standings-compute.ts`
// runs it alone.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { scoringPreset, standingsConfigSchema, type StandingsConfig } from '../src/contracts/standings-config.contract.js';
import { computeStandings, type ResultRow, type RoundResults, type StandingsPenalty } from '../src/modules/standings/index.js';
import type { BenchTiming } from './bench-figure.js';

const ROUNDS = 20;
const DRIVERS = 60;
const RUNS = 300;

/** A small deterministic random (mulberry32), so every run measures the same season. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sessionRows(next: () => number): ResultRow[] {
  const ids = Array.from({ length: DRIVERS }, (_, i) => 1000 + i).sort(() => next() - 0.5);
  return ids.map((custId, i) => {
    const lapsComplete = i < 50 ? 30 : Math.floor(next() * 30);
    return {
      custId,
      teamId: null,
      displayName: `Piloto ${custId}`,
      drivers: [],
      carClassId: custId % 2,
      carClassName: custId % 2 ? 'GT3' : 'GT4',
      startingPosition: 1 + Math.floor(next() * DRIVERS),
      finishPosition: i + 1,
      lapsComplete,
      lapsLed: i < 3 ? 5 : 0,
      bestLapTime: 90_000 + Math.floor(next() * 5000),
      interval: lapsComplete === 30 ? i * 1500 : null,
      reasonOut: next() < 0.05 ? 'Disconnected' : 'Running',
    };
  });
}

export function benchSeason(): { config: StandingsConfig; rounds: RoundResults[]; penalties: StandingsPenalty[] } {
  const next = random(20);
  const base = scoringPreset('personalizado');
  const config = standingsConfigSchema.parse({
    ...base,
    tiposPuntuacion: [
      ...base.tiposPuntuacion,
      {
        nombre: 'Sprint',
        eventos: [
          { nombre: 'Pole sprint', sesionIracing: 'qualifying', tipo: 'posicion', tabla: [1] },
          { nombre: 'Carrera sprint', sesionIracing: 'race', tipo: 'posicion', tabla: [8, 7, 6, 5, 4, 3, 2, 1], vueltasMinimas: 0.75 },
          { nombre: 'Vueltas lideradas', sesionIracing: 'race', tipo: 'vueltasLideradas', tabla: [1] },
          { nombre: 'Remontada', sesionIracing: 'race', tipo: 'posicionesGanadas', tabla: [0.5] },
        ],
      },
    ],
    motivosSinPuntos: ['Disconnected'],
    rondasDescartadas: 3,
    rondasNoDescartables: [20],
    formato: { porDefecto: ['Sprint', 'Principal'] },
  });
  const rounds = Array.from({ length: ROUNDS }, (_, r) => ({
    ronda: r + 1,
    carreraId: `carrera-${r + 1}`,
    sesiones: [1, 2].map((sesion) => ({ sesion, qualifying: sessionRows(next), race: sessionRows(next) })),
  }));
  const kinds: StandingsPenalty['tipo'][] = ['tiempo', 'posiciones', 'puntos', 'descalificacion'];
  const penalties = Array.from({ length: 40 }, (_, i) => {
    const tipo = kinds[i % kinds.length]!;
    return {
      carreraId: `carrera-${1 + (i % ROUNDS)}`,
      custId: 1000 + Math.floor(next() * DRIVERS),
      sesion: null,
      evento: null,
      tipo,
      segundos: tipo === 'tiempo' ? 5 : null,
      posiciones: tipo === 'posiciones' ? 3 : null,
      puntos: tipo === 'puntos' ? 2 : null,
    };
  });
  return { config, rounds, penalties };
}

export function standingsComputeTimings(): BenchTiming[] {
  const { config, rounds, penalties } = benchSeason();
  const input = { rules: config, rounds, penalties };
  for (let i = 0; i < 20; i++) computeStandings(input);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    computeStandings(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 100) / 100;
  const name = `clasificación en memoria (${ROUNDS} rondas × 2 sesiones × ${DRIVERS} pilotos)`;
  return [
    { name: `${name}, p50`, value: at(0.5), unit: 'ms' },
    { name: `${name}, p99`, value: at(0.99), unit: 'ms' },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const t of standingsComputeTimings()) console.log(`${t.name}: ${t.value} ${t.unit}`);
}
