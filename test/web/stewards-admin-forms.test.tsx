import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { assignStewardSchema, liftSuspensionSchema, panelSettingsSchema } from '../../src/contracts/stewarding.contract.js';
import { PanelSettingsForm } from '../../web/src/features/admin-reports/components/panel-settings-form.js';
import { StewardsAdmin } from '../../web/src/features/admin-reports/components/stewards-admin.js';
import { SuspensionsAdmin } from '../../web/src/features/admin-reports/components/suspensions-admin.js';
import type { PanelSettingsView } from '../../src/contracts/stewarding.views.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub, type SentRequest, type StubAnswer } from './requests-stub.js';
import { control, itShowsEverySchemaError } from './schema-form-checks.js';

const answer = (r: SentRequest): StubAnswer => {
  if (r.method !== 'GET') return { status: 200, body: { message: 'Hecho' } };
  if (r.url.endsWith('/decisiones')) return { status: 200, body: { suspensiones: [{ id: 's1', levantada: null, piloto: { id: 'u2', nombre: 'Beto', apellido: 'Luna' }, sancion: 'Suspensión de una carrera', tipo: 'carrera', carrera: null, puntos: 12 }] } };
  if (r.url.endsWith('/comisarios')) return { status: 200, body: { comisarios: [] } };
  if (r.url.startsWith('/api/users')) return { status: 200, body: { data: [{ id: 'u3', nombre: 'Carla', apellido: 'Sol', rol: 'comisario' }], siguiente: null } };
  return { status: 200, body: { success: true, data: [{ id: 'c1', nombreCampeonato: 'Copa Fórmula', carreras: [] }] } };
};

/** One threshold and one category, so each field's label names one control. */
const panel: PanelSettingsView = {
  campeonato: { id: 'c1', nombreCampeonato: 'Copa Fórmula' },
  comisariosPorReporte: 3,
  nombresVisibles: true,
  horasApelacion: 48,
  umbralesLicencia: [{ puntos: 12, sancion: 'carrera' }],
  caducidadCarreras: null,
  categorias: [{ nombre: 'Contacto evitable', tipo: 'tiempo', segundos: 5, posiciones: null, puntos: null, puntosLicencia: 2 }],
};

const show = (screen: ReactNode) => render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{screen}</SWRConfig>);

describe('The stewards’ admin forms (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const sent = () => requests.sent.filter((r) => r.method !== 'GET');
  beforeEach(() => {
    requests.answer = answer;
  });

  itShowsEverySchemaError('the assign-steward form', {
    schema: assignStewardSchema,
    open: async () => {
      show(<StewardsAdmin />);
      await waitFor(() => expect((control('Campeonato') as HTMLInputElement).placeholder).to.equal('Escribe un nombre, serie o año'));
      await waitFor(() => expect(control('Comisario').disabled).to.equal(false));
    },
    fields: { campeonato: 'Campeonato', comisario: 'Comisario' },
    valid: { campeonato: 'Copa Fórmula', comisario: 'Carla Sol' },
    toInput: (v) => ({ ...v, campeonato: v.campeonato === 'Copa Fórmula' ? 'c1' : '', comisario: v.comisario === 'Carla Sol' ? 'u3' : '' }),
    requests: sent,
  });

  it('pages the assignments: the next page after the last one shown, and back, with the page number between', async () => {
    const row = (n: number) => ({ campeonato: { id: 'c1', nombreCampeonato: 'Copa Fórmula' }, comisario: { id: `u${n}`, nombre: `Comisario${n}`, apellido: 'Sol', username: null }, asignadoEn: '2026-04-01T18:00:00.000Z' });
    requests.answer = (r) => {
      if (r.method === 'GET' && r.url.endsWith('/comisarios')) return { status: 200, body: { comisarios: [row(1), row(2)], siguiente: 'lugar-2' } };
      if (r.method === 'GET' && r.url.endsWith('/comisarios?despues=lugar-2')) return { status: 200, body: { comisarios: [row(3)], siguiente: null } };
      return answer(r);
    };
    show(<StewardsAdmin />);
    const page = within(document.body);
    const names = () => page.getAllByRole('row').slice(1).map((r) => r.textContent ?? '');
    await page.findByText('Comisario1 Sol');
    expect(names()).to.have.length(2);
    expect(page.getByRole('navigation', { name: 'Paginación' }).textContent).to.include('Página 1');
    await act(async () => void fireEvent.click(page.getByRole('button', { name: 'Siguiente' })));
    await page.findByText('Comisario3 Sol');
    expect(names()).to.have.length(1);
    expect(page.getByRole('navigation', { name: 'Paginación' }).textContent).to.include('Página 2');
    expect((page.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).to.equal(true);
    await act(async () => void fireEvent.click(page.getByRole('button', { name: 'Anterior' })));
    await page.findByText('Comisario1 Sol');
    expect(requests.sent.filter((r) => r.url.includes('/comisarios')).map((r) => r.url.replace(/^.*\/api/, '/api'))).to.include.members(['/api/reportes/comisarios', '/api/reportes/comisarios?despues=lugar-2']);
  });

  itShowsEverySchemaError('the lift-suspension form', {
    schema: liftSuspensionSchema,
    open: async () => {
      show(<SuspensionsAdmin campeonatoId="c1" />);
      await within(document.body).findByLabelText('Motivo para levantar la suspensión de Beto Luna');
    },
    fields: { motivo: 'Motivo para levantar la suspensión de Beto Luna' },
    valid: { motivo: 'Cumplió la sanción.' },
    requests: sent,
  });

  itShowsEverySchemaError('the panel settings form', {
    schema: panelSettingsSchema,
    open: async () => {
      show(<PanelSettingsForm settings={panel} />);
      await within(document.body).findByLabelText('Comisarios por reporte');
    },
    fields: {
      comisariosPorReporte: 'Comisarios por reporte',
      nombresVisibles: 'Mostrar los nombres de los comisarios en el registro público de decisiones',
      horasApelacion: 'Horas para apelar una decisión',
      caducidadCarreras: 'Los puntos caducan tras (carreras)',
      'umbralesLicencia.0.puntos': 'Umbral (puntos)',
      'umbralesLicencia.0.sancion': 'Consecuencia',
      'categorias.0.nombre': 'Nombre',
      'categorias.0.tipo': 'Sanción',
      'categorias.0.segundos': 'Segundos',
      'categorias.0.posiciones': 'Posiciones',
      'categorias.0.puntos': 'Puntos',
      'categorias.0.puntosLicencia': 'Puntos de licencia',
    },
    notInForm: {
      'categorias.0.sesion': 'a category’s penalty acts on the session the report is about, chosen when it is decided',
      'categorias.0.evento': 'a category’s penalty acts on the event the report is about, chosen when it is decided',
    },
    valid: {
      comisariosPorReporte: '3',
      nombresVisibles: 'true',
      horasApelacion: '48',
      caducidadCarreras: '',
      'umbralesLicencia.0.puntos': '12',
      'umbralesLicencia.0.sancion': 'carrera',
      'categorias.0.nombre': 'Contacto evitable',
      'categorias.0.tipo': 'tiempo',
      'categorias.0.puntosLicencia': '2',
    },
    when: {
      'categorias.0.segundos': { 'categorias.0.tipo': 'tiempo', 'categorias.0.segundos': '5' },
      'categorias.0.posiciones': { 'categorias.0.tipo': 'posiciones', 'categorias.0.posiciones': '2' },
      'categorias.0.puntos': { 'categorias.0.tipo': 'puntos', 'categorias.0.puntos': '3' },
    },
    requests: sent,
  });
});
