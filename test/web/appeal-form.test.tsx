import { fireEvent, render, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { SWRConfig } from 'swr';
import { fileAppealSchema, REPORT_MSG } from '../../src/contracts/stewarding.contract.js';
import type { ReportView } from '../../src/contracts/stewarding.views.js';
import { AppealButton } from '../../web/src/features/reports/components/appeal-form.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { control as field, descriptionOf, fill, itShowsEverySchemaError } from './schema-form-checks.js';

const report = { id: 'r1', numeroReporte: 7, apelaciones: [], apelableHasta: new Date(Date.now() + 86_400_000).toISOString() } as unknown as ReportView;

function openAppeal() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppealButton report={report} userId="u1" />
    </SWRConfig>,
  );
  fireEvent.click(within(document.body).getByRole('button', { name: 'Apelar la decisión del reporte #7' }));
}

const send = () => fireEvent.submit(document.getElementById('appeal-form')!);

describe('The appeal form (component)', () => {
  useDom();
  const requests = useRequestsStub();

  it('says a bad video link under its own field and sends nothing', async () => {
    openAppeal();
    fill('Motivo de la apelación', 'Ana frenó antes de la curva.');
    fill('Video 2 (opcional)', 'no es un enlace');
    send();
    const video = field('Video 2 (opcional)');
    await waitFor(() => expect(video.getAttribute('aria-invalid')).to.equal('true'));
    expect(descriptionOf(video)).to.include(REPORT_MSG.videoLink);
    expect(field('Video 1 (opcional)').getAttribute('aria-invalid')).to.equal(null);
    expect(requests.sent).to.deep.equal([]);
  });

  it('puts the server’s message about a link under that link, and the rest in the form’s failure', async () => {
    requests.answer = () => ({ status: 400, body: { message: 'Revisa el enlace', code: 'VALIDATION_ERROR', errors: { 'videos.1': 'El enlace no abre', capturasPantalla: 'La imagen no se pudo leer' } } });
    openAppeal();
    fill('Motivo de la apelación', 'Ana frenó antes de la curva.');
    fill('Video 1 (opcional)', 'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=95');
    fill('Video 3 (opcional)', 'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=96');
    send();
    const third = field('Video 3 (opcional)');
    await waitFor(() => expect(descriptionOf(third)).to.include('El enlace no abre'));
    const dialog = within(document.body).getByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).to.include('La imagen no se pudo leer');
  });

  it('clears the previous failure the moment it is sent again', async () => {
    requests.answer = () => ({ status: 409, body: { message: 'Ya apelaste esta decisión', code: 'APPEAL_EXISTS' } });
    openAppeal();
    fill('Motivo de la apelación', 'Ana frenó antes de la curva.');
    send();
    const dialog = within(document.body).getByRole('dialog');
    await within(dialog).findByText('Ya apelaste esta decisión');
    fill('Motivo de la apelación', '');
    send();
    await waitFor(() => expect(field('Motivo de la apelación').getAttribute('aria-invalid')).to.equal('true'));
    expect(within(dialog).queryByText('Ya apelaste esta decisión')).to.equal(null);
  });

  itShowsEverySchemaError('the appeal form', {
    schema: fileAppealSchema,
    open: openAppeal,
    fields: { motivo: 'Motivo de la apelación', 'videos.0': 'Video 1 (opcional)', 'videos.1': 'Video 2 (opcional)', 'videos.2': 'Video 3 (opcional)' },
    valid: { motivo: 'Ana frenó antes de la curva.' },
    toInput: (v) => ({ motivo: v.motivo, videos: [v['videos.0'] ?? '', v['videos.1'] ?? '', v['videos.2'] ?? ''] }),
    requests: () => requests.sent,
  });
});
