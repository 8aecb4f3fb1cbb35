import { render } from '@testing-library/react';
import { expect } from 'chai';
import { MemoryRouter } from 'react-router-dom';
import { Markdown } from '../../web/src/features/privacy/components/markdown.js';
import { useDom } from '../support/dom.js';

describe("The privacy notice's Markdown (component)", () => {
  useDom();

  const draw = (text: string) => render(
    <MemoryRouter>
      <Markdown text={text} />
    </MemoryRouter>,
  );

  it('draws headings, paragraphs, lists, bold and links to the site, https and mailto', () => {
    const view = draw('# Aviso\n\n## Qué datos\n\nTexto **importante** y\nsigue aquí.\n\n- Uno\n- [Encargados](/aviso-de-privacidad/encargados)\n\nEscribe a [la liga](mailto:liga@ejemplo.test) o lee [la ley](https://www.diputados.gob.mx/).');
    expect(view.getByRole('heading', { level: 1 }).textContent).to.equal('Aviso');
    expect(view.getByRole('heading', { level: 2 }).textContent).to.equal('Qué datos');
    expect(view.container.querySelector('p')!.innerHTML).to.equal('Texto <strong>importante</strong> y sigue aquí.');
    expect(view.getAllByRole('listitem').map((li) => li.textContent)).to.deep.equal(['Uno', 'Encargados']);
    expect(view.getByRole('link', { name: 'Encargados' }).getAttribute('href')).to.equal('/aviso-de-privacidad/encargados');
    expect(view.getByRole('link', { name: 'la liga' }).getAttribute('href')).to.equal('mailto:liga@ejemplo.test');
    expect(view.getByRole('link', { name: 'la ley' }).getAttribute('href')).to.equal('https://www.diputados.gob.mx/');
  });

  it('never runs what the text carries: HTML stays text and other links are plain words', () => {
    const view = draw('<img src=x onerror="alert(1)"> [clic](javascript:alert%281%29) [otro](//malo.test) [dato](data:text/html,hola)');
    expect(view.container.querySelector('img')).to.equal(null);
    expect(view.queryAllByRole('link')).to.deep.equal([]);
    expect(view.container.textContent).to.equal('<img src=x onerror="alert(1)"> clic otro dato');
  });
});
