import { fireEvent, render } from '@testing-library/react';
import { expect } from 'chai';
import { Pagination } from '../../web/src/components/ui/pagination.js';
import { useDom } from '../support/dom.js';

describe('Pagination (component)', () => {
  useDom();

  it('shows nothing when everything fits on one page', () => {
    const { container } = render(<Pagination page={1} pages={1} onChange={() => undefined} />);
    expect(container.innerHTML).to.equal('');
  });

  it('announces the page and moves one page either way', () => {
    const asked: number[] = [];
    const view = render(<Pagination page={2} pages={5} onChange={(p) => asked.push(p)} />);
    expect(view.getByRole('navigation', { name: 'Paginación' }).textContent).to.include('Página 2 de 5');
    fireEvent.click(view.getByRole('button', { name: 'Página anterior' }));
    fireEvent.click(view.getByRole('button', { name: 'Página siguiente' }));
    expect(asked).to.deep.equal([1, 3]);
  });

  it('disables the way back on the first page and the way on on the last', () => {
    const first = render(<Pagination page={1} pages={3} onChange={() => undefined} />);
    expect((first.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement).disabled).to.equal(true);
    expect((first.getByRole('button', { name: 'Página siguiente' }) as HTMLButtonElement).disabled).to.equal(false);
    first.unmount();
    const last = render(<Pagination page={3} pages={3} onChange={() => undefined} />);
    expect((last.getByRole('button', { name: 'Página siguiente' }) as HTMLButtonElement).disabled).to.equal(true);
  });
});
