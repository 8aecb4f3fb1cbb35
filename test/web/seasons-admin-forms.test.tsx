import { act, fireEvent, render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createSeriesSchema, editionSchema, reopenSchema, updateSeriesSchema } from '../../src/contracts/seasons.contract.js';
import type { SeasonStatusView, SeriesView } from '../../src/contracts/seasons.views.js';
import { SeasonsAdmin } from '../../web/src/features/admin-seasons/components/seasons-admin.js';
import { SeriesForm } from '../../web/src/features/admin-seasons/components/season-forms.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub, type SentRequest, type StubAnswer } from './requests-stub.js';
import { itShowsEverySchemaError } from './schema-form-checks.js';

const series: SeriesView = { id: 's1', nombre: 'Copa Invierno', categoria: 'GT', descripcion: '', logoUrl: null, ediciones: 1, ultimaTemporada: 2026 };
const closed: SeasonStatusView = { campeonatoId: 'c1', cerrada: true, cerradaEn: '2026-04-01T18:00:00.000Z', impedimento: null, registro: [], podios: [], siguiente: null };

const answer = (r: SentRequest): StubAnswer => {
  if (r.method !== 'GET') return { status: 200, body: { message: 'Hecho', data: {} } };
  if (r.url.startsWith('/api/series/ediciones/')) return { status: 200, body: { data: null } };
  if (r.url.startsWith('/api/series')) return { status: 200, body: { data: [series] } };
  if (r.url.endsWith('/cierre')) return { status: 200, body: { data: closed } };
  return { status: 200, body: { success: true, data: [{ id: 'c1', nombreCampeonato: 'Copa Invierno 2026', fechaInicio: '2026-02-01T00:00:00.000Z', carreras: [] }] } };
};

const show = (screen: ReactNode) => render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{screen}</SWRConfig>);

describe('The series and seasons admin forms (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const sent = () => requests.sent.filter((r) => r.method !== 'GET');
  beforeEach(() => {
    requests.answer = answer;
  });

  itShowsEverySchemaError('the new series form', {
    schema: createSeriesSchema,
    open: async () => {
      show(<SeasonsAdmin />);
      await within(document.body).findByRole('heading', { name: 'Copa Invierno 2026' });
    },
    fields: { nombre: 'Nombre de la serie', categoria: 'Categoría', descripcion: 'Descripción' },
    valid: { nombre: 'Copa Verano', categoria: 'GT' },
    requests: sent,
  });

  itShowsEverySchemaError('the series edit form', {
    schema: updateSeriesSchema,
    open: () => void show(<SeriesForm series={series} />),
    fields: { nombre: 'Nombre de la serie', categoria: 'Categoría', descripcion: 'Descripción' },
    valid: { nombre: 'Copa Invierno', categoria: 'GT' },
    requests: sent,
  });

  itShowsEverySchemaError('the series and season of a championship', {
    schema: editionSchema,
    open: async () => {
      show(<SeasonsAdmin />);
      await within(document.body).findByRole('option', { name: 'Copa Invierno' });
    },
    fields: { serieId: 'Serie', temporada: 'Temporada' },
    notInForm: { diasPrioridad: 'the days of priority stay as saved: the form does not change them' },
    valid: { serieId: 's1', temporada: '2026' },
    requests: sent,
  });

  itShowsEverySchemaError('the reopening of a season', {
    schema: reopenSchema,
    open: async () => {
      show(<SeasonsAdmin />);
      const reopen = await within(document.body).findByRole('button', { name: 'Reabrir temporada' });
      await act(async () => void fireEvent.click(reopen));
    },
    fields: { motivo: 'Motivo de la reapertura' },
    valid: { motivo: 'Sanción pendiente de la ronda 4' },
    requests: sent,
  });
});
