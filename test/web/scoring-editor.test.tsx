import { render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { scoringPreset, standingsConfigSchema, type StandingsConfig } from '../../src/contracts/standings-config.contract.js';
import { ScoringEditor } from '../../web/src/features/admin-championships/components/scoring/scoring-editor.js';
import { formPathOf, toDocument, toForm } from '../../web/src/features/admin-championships/components/scoring/scoring-form.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { byPaths, itShowsEverySchemaError } from './schema-form-checks.js';

/** A rulebook with a row in every list, so each of the form's fields is on screen. */
const config: StandingsConfig = {
  ...scoringPreset('f1'),
  plantilla: 'personalizado',
  agrupacion: 'grupos',
  grupos: [{ nombre: 'Oro', posicionesGenerales: false, sancionesSoloEnSuClase: false }],
  pilotos: [{ custId: 123456, nombre: 'Ana Ríos', grupo: 'Oro', cambios: [{ desdeRonda: 2, grupo: 'Oro' }] }],
  grupoPorDefecto: 'Oro',
  equipos: { plantillas: [{ nombre: 'Rojo', pilotos: [123456] }], descartes: 0, incluirDeduccionesDePilotos: false, descartarPeorPiloto: false },
  formato: { porDefecto: ['Carrera'], rondas: [{ ronda: 2, sesiones: ['Carrera'] }] },
} as StandingsConfig;
const championship = { id: 'c1', nombreCampeonato: 'Copa Fórmula', carreras: [] };

/** The inputs that hold numbers (read with valueAsNumber: empty is NaN). */
const NUMBERS = /(custId|desdeRonda|\.ronda|rondasDescartadas|vueltasMinimas|descartes)$/;

describe('The scoring editor (component)', () => {
  useDom();
  const requests = useRequestsStub();
  // Read once for all the tries: the editor is shown again for each, straight from what was read.
  const cache = new Map();

  itShowsEverySchemaError('the scoring editor', {
    schema: standingsConfigSchema,
    open: async () => {
      requests.answer = (r) => {
        if (r.method !== 'GET') return { status: 200, body: { message: 'Guardado', data: { configuracion: config } } };
        if (r.url.includes('/puntuacion')) return { status: 200, body: { campeonatoId: 'c1', porDefecto: false, configuracion: config } };
        // The editor reads its one championship, not the whole list.
        return { status: 200, body: championship };
      };
      render(
        <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
          <MemoryRouter>
            <ScoringEditor campeonatoId="c1" />
          </MemoryRouter>
        </SWRConfig>,
      );
      await within(document.body).findByLabelText('Rondas descartadas');
    },
    fields: {
      'tiposPuntuacion.0.nombre': 'Nombre del tipo de puntuación',
      'tiposPuntuacion.0.eventos.0.nombre': 'Nombre del evento',
      'tiposPuntuacion.0.eventos.0.sesionIracing': 'Sesión de iRacing que lee',
      'tiposPuntuacion.0.eventos.0.tipo': 'Cómo puntúa',
      'tiposPuntuacion.0.eventos.0.tabla.0': 'Tabla de puntos (1.º, 2.º, 3.º …, separados por comas)',
      'tiposPuntuacion.0.eventos.0.vueltasMinimas': 'Vueltas mínimas (fracción de las del líder)',
      'motivosSinPuntos.0': 'Motivos de abandono que no puntúan (separados por comas)',
      cerrarPosiciones: 'Cerrar posiciones: quien no puntúa sale del orden y los de atrás suben',
      sancionSinPuntosNoMueveAOtros: 'Una sanción a quien no puntúa no mueve a nadie',
      'grupos.0.nombre': 'Nombre del grupo 1',
      'grupos.0.posicionesGenerales': 'Puntúa por posición general',
      'grupos.0.sancionesSoloEnSuClase': 'Sanciones solo dentro de su clase',
      'pilotos.0.custId': 'ID de cliente',
      'pilotos.0.nombre': 'Nombre',
      'pilotos.0.grupo': 'Grupo',
      'pilotos.0.cambios.0.desdeRonda': 'Desde la ronda',
      'pilotos.0.cambios.0.grupo': 'Pasa al grupo',
      mostrarPilotosSinResultados: 'Mostrar a todos los pilotos asignados desde el primer día',
      grupoPorDefecto: 'Grupo de los pilotos no listados',
      rondasDescartadas: 'Rondas descartadas',
      'rondasNoDescartables.0': 'Rondas que nunca se descartan',
      'equipos.plantillas.0.nombre': 'Nombre del equipo 1',
      'equipos.plantillas.0.pilotos.0': 'IDs de cliente de sus pilotos',
      'equipos.descartes': 'Rondas que descarta cada equipo',
      'equipos.incluirDeduccionesDePilotos': 'Restar a cada equipo las deducciones de puntos de sus pilotos',
      'equipos.descartarPeorPiloto': 'Descartar cada ronda al peor piloto de los equipos de tres o más',
      'formato.porDefecto.0': 'Sesión 1 de todas las rondas',
      'formato.rondas.0.ronda': 'Ronda',
      'formato.rondas.0.sesiones.0': 'Sesión 1 de la ronda de la fila 1',
    },
    notInForm: {
      version: 'the document’s version, fixed',
      plantilla: 'the preset applied with «Aplicar plantilla», outside the form',
      // Both of its values are right; the browser test switches between them (the test document loses a radio's check when React handles its click).
      agrupacion: 'two radio buttons, «clases» and «grupos»',
    },
    valid: {},
    fieldOf: formPathOf,
    toInput: (v) => {
      const typed: Record<string, unknown> = {};
      for (const [path, value] of Object.entries(v)) typed[formPathOf(path)] = NUMBERS.test(path) && typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;
      const form = toForm(config) as unknown as Record<string, unknown>;
      const merge = (into: Record<string, unknown>, from: Record<string, unknown>) => {
        for (const [key, value] of Object.entries(from)) {
          if (value && typeof value === 'object' && into[key] && typeof into[key] === 'object') merge(into[key] as Record<string, unknown>, value as Record<string, unknown>);
          else into[key] = value;
        }
      };
      merge(form, byPaths(typed));
      return toDocument(form as never);
    },
    requests: () => requests.sent.filter((r) => r.method !== 'GET'),
  });
});
