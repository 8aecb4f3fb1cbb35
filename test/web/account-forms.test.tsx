import { render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { IRACING_ID_LABEL } from '../../src/contracts/identity.contract.js';
import { updateUserInputSchema } from '../../web/src/features/admin-users/api/update-user.js';
import { UserEditForm } from '../../web/src/features/admin-users/components/user-edit-form.js';
import { updateProfileInputSchema } from '../../web/src/features/profile/api/update-profile.js';
import { ProfileForm } from '../../web/src/features/profile/components/profile-form.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { itShowsEverySchemaError } from './schema-form-checks.js';

const account = {
  id: 'u2',
  nombre: 'Beto',
  apellido: 'Luna',
  email: 'beto@ejemplo.mx',
  username: 'beto',
  rol: 'user',
  suspendido: false,
  simuladorFavorito: null,
  cocheFavorito: null,
  nivelHabilidad: null,
  biografia: null,
  iracingId: null,
  imagenPerfil: null,
  campeonatosInscritos: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

const show = (form: React.ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>{form}</MemoryRouter>
    </SWRConfig>,
  );

const PROFILE_FIELDS = { simuladorFavorito: 'Simulador favorito', cocheFavorito: 'Coche favorito', nivelHabilidad: 'Nivel de habilidad', biografia: 'Biografía', iracingId: IRACING_ID_LABEL };

describe('The profile and user edit forms (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const sent = () => requests.sent.filter((r) => r.method !== 'GET');
  beforeEach(() => {
    requests.answer = (r) => ({ status: 200, body: r.method === 'GET' ? account : { user: account } });
  });

  itShowsEverySchemaError('the profile form', {
    schema: updateProfileInputSchema,
    open: async () => {
      show(<ProfileForm userId="u2" onSaved={() => undefined} />);
      await within(document.body).findByLabelText('Biografía');
    },
    fields: PROFILE_FIELDS,
    valid: {},
    requests: sent,
  });

  itShowsEverySchemaError('the user edit form', {
    schema: updateUserInputSchema,
    open: async () => {
      show(<UserEditForm userId="u2" currentUserId="u1" onSaved={() => undefined} />);
      await within(document.body).findByLabelText('Biografía');
    },
    fields: { nombre: 'Nombre', apellido: 'Apellido', email: 'Correo electrónico', rol: 'Rol', suspendido: 'Cuenta suspendida', ...PROFILE_FIELDS },
    valid: {},
    toInput: (v) => ({ nombre: 'Beto', apellido: 'Luna', email: 'beto@ejemplo.mx', rol: 'user', ...v }),
    requests: sent,
  });
});
