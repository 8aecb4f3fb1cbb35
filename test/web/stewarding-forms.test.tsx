import { act, fireEvent, render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { castVoteSchema, decideAppealSchema, decideReportSchema, recordPenaltySchema } from '../../src/contracts/stewarding.contract.js';
import type { PanelSettingsView, ReportView } from '../../src/contracts/stewarding.views.js';
import { AppealsSection } from '../../web/src/features/admin-reports/components/appeal-decision.js';
import { DecisionModal } from '../../web/src/features/admin-reports/components/decision-modal.js';
import { EMPTY_PENALTY, toPenaltyRequest, type PenaltyFormValues } from '../../web/src/features/admin-reports/components/penalty-fields.js';
import { RecordPenaltyModal } from '../../web/src/features/admin-reports/components/record-penalty-modal.js';
import { VoteModal } from '../../web/src/features/admin-reports/components/vote-modal.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub, type SentRequest, type StubAnswer } from './requests-stub.js';
import { itShowsEverySchemaError } from './schema-form-checks.js';

const driver = { id: 'u2', nombre: 'Beto', apellido: 'Luna', username: 'beto' };
const report = {
  id: 'r1',
  numeroReporte: 7,
  usuarioDenunciado: driver,
  campeonato: { id: 'c1', nombreCampeonato: 'Copa Fórmula' },
  carrera: { id: 'k1', circuito: 'Monza' },
  apelaciones: [{ id: 'a1', piloto: driver, fecha: '2026-05-02T18:00:00.000Z', resultado: 'Pendiente', estado: 'pendiente', motivo: 'No fue mi culpa.', videos: [], capturasPantalla: [] }],
} as unknown as ReportView;
const settings = {
  comisariosPorReporte: 3,
  categorias: [
    { nombre: 'Leve', tipo: 'tiempo', segundos: 5, posiciones: null, puntos: null, puntosLicencia: 1 },
    { nombre: 'Grave', tipo: 'posiciones', segundos: null, posiciones: 3, puntos: null, puntosLicencia: 2 },
  ],
} as unknown as PanelSettingsView;
/** A round of two scored sessions, so the penalty's event can be chosen. */
const outline = {
  campeonatoId: 'c1',
  carreraId: 'k1',
  ronda: 2,
  sesiones: [
    { sesion: 1, tipoPuntuacion: 'carrera', eventos: [{ nombre: 'Carrera' }] },
    { sesion: 2, tipoPuntuacion: 'carrera', eventos: [{ nombre: 'Carrera' }] },
  ],
  principal: { sesion: 2, evento: 'Carrera' },
};
const championships = [{ id: 'c1', nombreCampeonato: 'Copa Fórmula', carreras: [{ id: 'k1', circuito: 'Monza', fechaInicio: '2026-05-01T18:00:00.000Z' }] }];

const answer = (r: SentRequest): StubAnswer => {
  if (r.method !== 'GET') return { status: 200, body: { message: 'Hecho' } };
  if (r.url.includes('/puntuacion/carreras/')) return { status: 200, body: outline };
  if (r.url.endsWith('/pilotos')) return { status: 200, body: [driver] };
  // The chosen championship's races, and the championship picker's answer.
  if (r.url.startsWith('/api/carreras?campeonatoId=c1')) return { status: 200, body: championships[0].carreras };
  return { status: 200, body: { success: true, data: championships } };
};

const show = (form: ReactNode) => render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{form}</SWRConfig>);

const EVENT = 'Evento al que se aplica';
const PENALTY_LABELS = {
  'sancion.tipo': 'Tipo de sanción',
  'sancion.segundos': 'Segundos de penalización',
  'sancion.posiciones': 'Posiciones que pierde',
  'sancion.puntos': 'Puntos de campeonato descontados',
  'sancion.puntosLicencia': 'Puntos de licencia',
};
/** The fields of the penalty each show for a type: the amount its type asks for, the event for a time penalty. */
const penaltyWhen = (before: Record<string, string>) => ({
  'sancion.segundos': { ...before, 'sancion.tipo': 'tiempo' },
  'sancion.posiciones': { ...before, 'sancion.tipo': 'posiciones' },
  'sancion.puntos': { ...before, 'sancion.tipo': 'puntos' },
  'sancion.puntosLicencia': { ...before, 'sancion.tipo': 'descalificacion' },
  'sancion.sesion': { ...before, 'sancion.tipo': 'tiempo', 'sancion.segundos': '5' },
  'sancion.evento': { ...before, 'sancion.tipo': 'tiempo', 'sancion.segundos': '5' },
});

/** The penalty as the form holds it, from the values typed by path (the event select holds session and event as one). */
function penaltyOf(v: Record<string, unknown>): PenaltyFormValues {
  const p: Record<string, unknown> = { ...EMPTY_PENALTY };
  for (const key of Object.keys(EMPTY_PENALTY)) if (v[`sancion.${key}`] !== undefined) p[key] = v[`sancion.${key}`];
  const [sesion = '', evento = ''] = String(v['sancion.sesion'] ?? v['sancion.evento'] ?? '').split('\u001f');
  return { ...(p as PenaltyFormValues), sesion, evento };
}

describe('The stewards’ forms (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const sent = () => requests.sent.filter((r) => r.method !== 'GET');
  beforeEach(() => {
    requests.answer = answer;
  });

  itShowsEverySchemaError('the resolve-report form', {
    schema: decideReportSchema,
    open: () => void show(<DecisionModal report={report} aprobado onClose={() => undefined} onDone={() => undefined} />),
    fields: { explicacion: 'Explicación de la decisión', ...PENALTY_LABELS, 'sancion.sesion': EVENT, 'sancion.evento': EVENT },
    notInForm: { aprobado: 'the button that opened the form (resolve or reject)' },
    valid: { explicacion: 'Frenó tarde en la curva 1.' },
    when: penaltyWhen({}),
    toInput: (v) => ({ aprobado: true, explicacion: v.explicacion, sancion: toPenaltyRequest(penaltyOf(v)) }),
    requests: sent,
  });

  itShowsEverySchemaError('the reject-report form', {
    schema: decideReportSchema,
    open: () => void show(<DecisionModal report={report} aprobado={false} onClose={() => undefined} onDone={() => undefined} />),
    fields: { explicacion: 'Explicación de la decisión' },
    notInForm: {
      aprobado: 'the button that opened the form (resolve or reject)',
      ...Object.fromEntries(['tipo', 'segundos', 'posiciones', 'puntos', 'puntosLicencia', 'sesion', 'evento'].map((k) => [`sancion.${k}`, 'a rejected report carries no penalty'])),
    },
    valid: { explicacion: 'Incidente de carrera.' },
    toInput: (v) => ({ aprobado: false, explicacion: v.explicacion, sancion: null }),
    requests: sent,
  });

  const sancion = { veredicto: 'sancion', categoria: 'Leve' };
  itShowsEverySchemaError('the vote form', {
    schema: castVoteSchema,
    open: () => void show(<VoteModal report={report} settings={settings} onClose={() => undefined} onDone={() => undefined} />),
    fields: { veredicto: 'Tu voto', categoria: 'Categoría', puntosLicencia: 'Puntos de licencia', razonamiento: 'Razonamiento', ...PENALTY_LABELS, 'sancion.sesion': EVENT, 'sancion.evento': EVENT },
    valid: { veredicto: 'sin_accion', razonamiento: 'Contacto de carrera.' },
    when: {
      categoria: { veredicto: 'sancion' },
      puntosLicencia: { veredicto: 'advertencia' },
      'sancion.tipo': sancion,
      ...penaltyWhen(sancion),
    },
    toInput: (v) => ({
      veredicto: v.veredicto || undefined,
      categoria: v.veredicto === 'sancion' ? v.categoria : undefined,
      sancion: v.veredicto === 'sancion' ? toPenaltyRequest(penaltyOf(v)) : null,
      puntosLicencia: v.veredicto === 'advertencia' ? (v.puntosLicencia ?? '0') : 0,
      razonamiento: v.razonamiento,
    }),
    requests: sent,
  });

  itShowsEverySchemaError('the appeal decision form', {
    schema: decideAppealSchema,
    open: async () => {
      show(<AppealsSection report={report} />);
      await act(async () => void fireEvent.click(within(document.body).getByRole('button', { name: 'Decidir la apelación de Beto Luna' })));
    },
    fields: { resultado: 'Resultado', explicacion: 'Explicación', ...PENALTY_LABELS },
    notInForm: { 'sancion.sesion': 'a reduced penalty acts where the one it replaces did', 'sancion.evento': 'a reduced penalty acts where the one it replaces did' },
    valid: { resultado: 'confirmada', explicacion: 'La repetición lo confirma.' },
    when: { 'sancion.tipo': { resultado: 'reducida' }, ...penaltyWhen({ resultado: 'reducida' }) },
    toInput: (v) => ({ resultado: v.resultado || undefined, explicacion: v.explicacion, sancion: v.resultado === 'reducida' ? toPenaltyRequest(penaltyOf(v)) : null }),
    requests: sent,
  });

  itShowsEverySchemaError('the record-penalty form', {
    schema: recordPenaltySchema,
    open: async () => {
      show(<RecordPenaltyModal onClose={() => undefined} onSaved={() => undefined} />);
      await within(document.body).findByRole('combobox', { name: /^Campeonato/ });
    },
    fields: { campeonato: 'Campeonato', carrera: 'Carrera', piloto: 'Piloto', explicacion: 'Explicación de la sanción', ...PENALTY_LABELS, 'sancion.sesion': EVENT, 'sancion.evento': EVENT },
    valid: { campeonato: 'Copa Fórmula', carrera: 'k1', piloto: 'u2', explicacion: 'Cortó la chicana tres veces.', 'sancion.tipo': 'descalificacion' },
    when: penaltyWhen({}),
    toInput: (v) => ({ campeonato: v.campeonato === 'Copa Fórmula' ? 'c1' : '', carrera: v.carrera, piloto: v.piloto, explicacion: v.explicacion, sancion: penaltyOf(v) }),
    requests: sent,
  });
});
