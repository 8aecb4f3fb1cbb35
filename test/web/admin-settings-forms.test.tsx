import { render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { IRACING_CREDENTIAL_LABELS, iracingSettingsSchema, type IracingSettingsAnswer } from '../../src/contracts/iracing.contract.js';
import { discordSettingsSchema } from '../../src/contracts/notifications.contract.js';
import type { DiscordSettingsAnswer } from '../../src/contracts/notifications.views.js';
import { DiscordSettings } from '../../web/src/features/admin-settings/components/discord-settings.js';
import { IracingSettings } from '../../web/src/features/admin-settings/components/iracing-settings.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { itShowsEverySchemaError } from './schema-form-checks.js';

const page = (children: ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>{children}</MemoryRouter>
    </SWRConfig>,
  );

// Nothing saved yet: every field starts empty, as on a new league's first visit.
const discord: DiscordSettingsAnswer = { webhooks: [], desactivado: false };
const iracing: IracingSettingsAnswer = {
  campos: (['clientId', 'clientSecret', 'username', 'password'] as const).map((campo) => ({ campo, valor: null, configurado: false, desdeEntorno: false })),
  desactivado: false,
  completo: false,
} as IracingSettingsAnswer;

describe('The Discord and iRacing settings forms (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const sent = () => requests.sent.filter((r) => r.method !== 'GET');

  itShowsEverySchemaError('the Discord webhooks form', {
    schema: discordSettingsSchema,
    open: async () => {
      requests.answer = (r) => ({ status: 200, body: r.method === 'GET' ? discord : { message: 'Ajustes guardados' } });
      page(<DiscordSettings />);
      await within(document.body).findByLabelText('Webhook de anuncios');
    },
    fields: { anuncios: 'Webhook de anuncios', resultados: 'Webhook de resultados', comisarios: 'Webhook de comisarios' },
    valid: {},
    requests: sent,
  });

  itShowsEverySchemaError('the iRacing connection form', {
    schema: iracingSettingsSchema,
    open: async () => {
      requests.answer = (r) => ({ status: 200, body: r.method === 'GET' ? iracing : { message: 'Ajustes guardados' } });
      page(<IracingSettings />);
      await within(document.body).findByLabelText(IRACING_CREDENTIAL_LABELS.clientId);
    },
    fields: { ...IRACING_CREDENTIAL_LABELS },
    valid: {},
    requests: sent,
  });
});
