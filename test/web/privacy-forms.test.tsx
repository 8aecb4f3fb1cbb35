import { render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { arcoOwnRequestSchema, arcoPublicRequestSchema } from '../../src/contracts/data-rights.contract.js';
import { privacySettingsSchema, publishNoticeSchema } from '../../src/contracts/privacy.contract.js';
import type { PrivacyNoticeEditorView, PrivacySettingsView } from '../../src/contracts/privacy.views.js';
import { PrivacySettings } from '../../web/src/features/admin-settings/components/privacy-settings.js';
import { ArcoRequestForm } from '../../web/src/features/data-rights/components/arco-request-form.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { itShowsEverySchemaError } from './schema-form-checks.js';

const page = (children: ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>{children}</MemoryRouter>
    </SWRConfig>,
  );

const settings: PrivacySettingsView = { nombre: 'Liga Parrilla', domicilio: 'Av. Reforma 1, CDMX', correo: 'privacidad@parrilla.mx', encargadosDesactivados: [] };
const editor: PrivacyNoticeEditorView = {
  actual: { version: 2, publicadoEl: '2026-11-01T18:00:00.000Z', markdown: '# Aviso de privacidad', voluntarias: [] },
  versiones: [{ version: 2, publicadoEl: '2026-11-01T18:00:00.000Z', voluntarias: [] }],
};

describe('The ARCO request and privacy settings forms (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const sent = () => requests.sent.filter((r) => r.method !== 'GET');

  itShowsEverySchemaError('the ARCO request form for people without an account', {
    schema: arcoPublicRequestSchema,
    open: () => void page(<ArcoRequestForm publico />),
    fields: { tipo: 'Tipo de solicitud', nombre: 'Nombre completo', email: 'Correo electrónico', detalle: 'Qué datos y qué pides' },
    valid: { tipo: 'rectificacion', nombre: 'Ana Ríos', email: 'ana@ejemplo.mx', detalle: 'Mi apellido está mal escrito.' },
    requests: sent,
  });

  itShowsEverySchemaError('the ARCO request form of the account', {
    schema: arcoOwnRequestSchema,
    open: () => void page(<ArcoRequestForm />),
    // A rectification: its detail is required (an access request's is an optional comment, under another label).
    fields: { tipo: 'Tipo de solicitud', detalle: 'Qué datos y qué pides' },
    valid: { tipo: 'rectificacion', detalle: 'Mi apellido está mal escrito.' },
    requests: sent,
  });

  itShowsEverySchemaError('the league identity form of the privacy settings', {
    schema: privacySettingsSchema,
    open: async () => {
      requests.answer = (r) => ({ status: 200, body: r.method === 'GET' ? settings : { message: 'Ajustes guardados' } });
      page(<PrivacySettings superadmin={false} />);
      await within(document.body).findByLabelText('Nombre de la liga');
    },
    fields: { nombre: 'Nombre de la liga', domicilio: 'Domicilio', correo: 'Correo de contacto para privacidad' },
    notInForm: { 'encargadosDesactivados.0': 'one box per processor; those the site cannot run without are disabled, so no refused list can be chosen' },
    valid: {},
    toInput: (v) => ({ ...settings, ...v }),
    requests: sent,
  });

  itShowsEverySchemaError('the privacy notice publishing form', {
    schema: publishNoticeSchema,
    open: async () => {
      requests.answer = (r) => ({ status: 200, body: r.method !== 'GET' ? { message: 'Aviso publicado' } : r.url.includes('editor') ? editor : settings });
      page(<PrivacySettings superadmin />);
      await within(document.body).findByLabelText('Texto del aviso (Markdown)');
    },
    fields: { markdown: 'Texto del aviso (Markdown)' },
    notInForm: { 'finalidades.0': 'one box per voluntary purpose the contract knows: no refused value can be chosen' },
    valid: {},
    toInput: (v) => ({ finalidades: [], ...v }),
    requests: sent,
  });
});
