import { render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { ChampionshipView } from '../../src/contracts/championships.views.js';
import { ChampionshipCreate } from '../../web/src/features/admin-championships/components/championship-create.js';
import { championshipFormSchema } from '../../web/src/features/admin-championships/components/championship-form.js';
import { EditChampionship } from '../../web/src/features/admin-championships/components/championships-admin.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub, type SentRequest, type StubAnswer } from './requests-stub.js';
import { itShowsEverySchemaError } from './schema-form-checks.js';

const championship = {
  id: 'c1',
  _id: 'c1',
  nombreCampeonato: 'Copa Ficha',
  categoria: 'Fórmulas',
  detallesCampeonato: 'Seis fechas de monoplazas.',
  reglas: '',
  fechaInicio: '2026-12-20T00:00:00.000Z',
  fechaFin: '2027-03-01T00:00:00.000Z',
  participantesMaximos: 5,
  participantesRegistrados: 0,
  participantes: [],
  precio: 250,
  imagenPortada: null,
  premios: { primerPuesto: 'Volante', segundoPuesto: 'Pedales', tercerPuesto: 'Playera' },
  plazoReportesHoras: 72,
  horasParaAceptar: 24,
  requiereAprobacion: false,
  maxPilotosPorEquipo: null,
  maxBajas: null,
  maxAusencias: null,
  categoriaLicencia: null,
  licenciaMinima: null,
  iratingMinimo: null,
  iratingMaximo: null,
  color: null,
  requisitos: null,
  iracingLigaId: null,
  iracingTemporadaId: null,
  carreras: [],
} as unknown as ChampionshipView;

const methods = {
  campeonatoId: 'c1',
  precio: 250,
  metodos: [],
  ajustes: { oxxo: false, spei: false, msi: false },
  demo: true,
};

const answer = (r: SentRequest): StubAnswer => {
  if (r.method !== 'GET') return { status: 200, body: { message: 'Hecho', data: championship } };
  if (r.url.startsWith('/api/payments/admin/metodos/')) return { status: 200, body: methods };
  if (r.url.startsWith('/api/series/ediciones/')) return { status: 200, body: { data: null } };
  if (r.url.startsWith('/api/series')) return { status: 200, body: { data: [{ id: 's1', nombre: 'Copa Invierno', categoria: 'Fórmulas', descripcion: '', logoUrl: null, ediciones: 1, ultimaTemporada: 2026 }] } };
  if (r.url.startsWith('/api/iracing/estado')) return { status: 200, body: { configurado: false } };
  return { status: 200, body: {} };
};

const show = (screen: ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>{screen}</MemoryRouter>
    </SWRConfig>,
  );

/** The championship's fields and the label of each control, the same in the creation and the edit form. */
const fields = {
  nombreCampeonato: 'Nombre del campeonato',
  categoria: 'Categoría',
  detallesCampeonato: 'Detalles del campeonato',
  reglas: 'Reglas',
  fechaInicio: 'Fecha de inicio',
  fechaFin: 'Fecha de fin',
  participantesMaximos: 'Participantes máximos',
  precio: 'Precio (MXN)',
  'premios.primerPuesto': 'Primer lugar',
  'premios.segundoPuesto': 'Segundo lugar',
  'premios.tercerPuesto': 'Tercer lugar',
  plazoReportesHoras: 'Plazo para reportar incidentes (horas)',
  horasParaAceptar: 'Horas para aceptar un lugar',
  requiereAprobacion: 'Requiere aprobación',
  maxPilotosPorEquipo: 'Máximo de pilotos por equipo',
  maxBajas: 'Máximo de avisos de no correr',
  maxAusencias: 'Máximo de ausencias sin aviso',
  categoriaLicencia: 'Tipo de licencia',
  licenciaMinima: 'Licencia mínima',
  iratingMinimo: 'iRating mínimo',
  iratingMaximo: 'iRating máximo',
  color: 'Color en la transmisión',
  iracingLigaId: 'Liga de iRacing (ID)',
  iracingTemporadaId: 'Temporada de iRacing',
  serieId: 'Serie',
  temporada: 'Temporada',
};
const valid = {
  nombreCampeonato: 'Copa Ficha',
  categoria: 'Fórmulas',
  detallesCampeonato: 'Seis fechas de monoplazas.',
  fechaInicio: '2026-12-20',
  fechaFin: '2027-03-01',
  participantesMaximos: '5',
  precio: '250',
};
const notInForm = { claveFormulario: 'drawn by the creation form when it opens, never typed' };
/** A season is checked only beside a series. */
const when = { temporada: { serieId: 's1' } };

describe('The championship form (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const sent = () => requests.sent.filter((r) => r.method !== 'GET');
  beforeEach(() => {
    requests.answer = answer;
  });

  itShowsEverySchemaError('the creation form', {
    schema: championshipFormSchema,
    open: async () => {
      show(<ChampionshipCreate />);
      await within(document.body).findByRole('option', { name: 'Copa Invierno' });
    },
    fields,
    notInForm: { ...notInForm, 'metodos.oxxo': 'the payment methods are set once it exists, in its edit form', 'metodos.spei': 'as OXXO', 'metodos.msi': 'as OXXO' },
    valid,
    when,
    timeout: 600_000,
    requests: sent,
  });

  itShowsEverySchemaError('the edit form with its payment methods', {
    schema: championshipFormSchema,
    open: async () => {
      show(<EditChampionship championship={championship} onClose={() => undefined} />);
      await within(document.body).findByLabelText('Efectivo en OXXO');
    },
    fields: { ...fields, 'metodos.oxxo': 'Efectivo en OXXO', 'metodos.spei': 'Transferencia SPEI', 'metodos.msi': 'Tarjeta a meses sin intereses' },
    notInForm,
    valid,
    when,
    timeout: 600_000,
    requests: sent,
  });
});
