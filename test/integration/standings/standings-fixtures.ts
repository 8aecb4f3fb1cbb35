import type { StandingsConfigInput } from '../../../src/contracts/standings-config.contract.js';

/** A league's own rules: a sprint and a main race, pole and fastest lap, two groups and a drop. */
export const LEAGUE_CONFIG: StandingsConfigInput = {
  plantilla: 'personalizado',
  tiposPuntuacion: [
    {
      nombre: 'Sprint',
      eventos: [
        { nombre: 'Pole sprint', sesionIracing: 'qualifying', tipo: 'posicion', tabla: [1] },
        { nombre: 'Carrera sprint', sesionIracing: 'race', tipo: 'posicion', tabla: [10, 8, 6, 5, 4, 3, 2, 1], vueltasMinimas: 0.5 },
      ],
    },
    {
      nombre: 'Principal',
      eventos: [
        { nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [25, 18, 15, 12, 10, 8, 6, 4, 2, 1], vueltasMinimas: 0.75 },
        { nombre: 'Vuelta rápida', sesionIracing: 'race', tipo: 'vueltaRapida', tabla: [1], vueltasMinimas: 0.75 },
      ],
    },
  ],
  motivosSinPuntos: ['Disconnected'],
  agrupacion: 'grupos',
  grupos: [{ nombre: 'Oro' }, { nombre: 'Plata' }],
  pilotos: [{ custId: 123456, nombre: 'Ana Ruiz', grupo: 'Oro', cambios: [{ desdeRonda: 3, grupo: 'Plata' }] }],
  grupoPorDefecto: 'Plata',
  rondasDescartadas: 1,
  rondasNoDescartables: [6],
  formato: { porDefecto: ['Sprint', 'Principal'], rondas: [{ ronda: 6, sesiones: ['Principal'] }] },
};
