import { fireEvent, render, within } from '@testing-library/react';
import { expect } from 'chai';
import { SWRConfig } from 'swr';
import type { SponsorView } from '../../src/contracts/sponsors.views.js';
import { SponsorsSection } from '../../web/src/features/sponsors/components/sponsors-section.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';

const sponsor = (n: number, prefix = 'Sponsor', link: string | null = null): SponsorView => {
  const nombre = `${prefix} ${String(n).padStart(2, '0')}`;
  return { id: `s${n}`, _id: `s${n}`, nombre, logoUrl: `/uploads/sponsors/s${n}.png`, link };
};

const section = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SponsorsSection />
    </SWRConfig>,
  );

/**
 * The home page's sponsors section (spec 1 §8): its window of logos and arrows, and what it says
 * when the list is empty or comes in a wrong shape. The browser suite (test/e2e/championships-public)
 * checks the section on the real page: the logos and the arrows past eight, axe, a 360 px phone, an
 * HTTP failure's message.
 */
describe('The sponsors section (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const answerWith = (body: unknown, status = 200) => {
    requests.answer = (r) => (r.url.endsWith('/api/sponsors/list') ? { status, body } : { status: 200, body: {} });
  };

  it('shows 8 sponsors at a time with arrows only past 8, one step per arrow, disabled at the ends', async () => {
    answerWith({ success: true, data: Array.from({ length: 10 }, (_, i) => sponsor(i + 1, 'Sponsor', i === 0 ? 'https://example.com/uno' : null)) });
    const view = section();
    const carousel = within(await view.findByRole('region', { name: 'Logos de nuestros sponsors' }));
    const names = () => carousel.getAllByRole('img').map((img) => img.getAttribute('alt') ?? img.getAttribute('aria-label'));
    expect(names()).to.deep.equal(Array.from({ length: 8 }, (_, i) => `Logo de Sponsor ${String(i + 1).padStart(2, '0')}`));
    expect(carousel.getAllByRole('link')[0]!.getAttribute('href')).to.equal('https://example.com/uno');
    const prev = carousel.getByRole('button', { name: 'Sponsor anterior' }) as HTMLButtonElement;
    const next = carousel.getByRole('button', { name: 'Sponsor siguiente' }) as HTMLButtonElement;
    expect(prev.disabled).to.equal(true);
    fireEvent.click(next);
    expect(names()[7]).to.equal('Logo de Sponsor 09');
    fireEvent.click(next);
    expect(names()[7]).to.equal('Logo de Sponsor 10');
    expect(next.disabled).to.equal(true);
    fireEvent.click(prev);
    expect(names()[0]).to.equal('Logo de Sponsor 02');
  });

  it('shows no arrows with 8 sponsors or fewer', async () => {
    answerWith({ success: true, data: Array.from({ length: 8 }, (_, i) => sponsor(i + 1, 'Pocos')) });
    const view = section();
    const carousel = within(await view.findByRole('region', { name: 'Logos de nuestros sponsors' }));
    expect(carousel.getAllByRole('img')).to.have.length(8);
    expect(carousel.queryAllByRole('button')).to.deep.equal([]);
  });

  it('says so when there are none, and when the answer is not the expected list', async () => {
    answerWith({ success: true, data: [] });
    const empty = section();
    await empty.findByText('No hay sponsors para mostrar.');
    empty.unmount();

    answerWith({ data: 'nada' });
    const wrong = section();
    await wrong.findByText('Error al cargar sponsors: Los datos recibidos no tienen el formato esperado.');
  });
});
