import { fireEvent, render } from '@testing-library/react';
import { expect } from 'chai';
import { CursorPagination, Pagination } from '../../web/src/components/ui/pagination.js';
import { stepTo } from '../../web/src/features/admin-payments/api/payments.js';
import { FIRST_PLACE_PAGE, placeParams, stepFrom } from '../../web/src/lib/place-pages.js';
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

describe('Paging by place (component)', () => {
  useDom();

  it('shows nothing on a first page with no next one, and otherwise moves either way from the page it names', () => {
    expect(render(<CursorPagination page={1} hasNext={false} onPrevious={() => undefined} onNext={() => undefined} />).container.innerHTML).to.equal('');
    const moves: string[] = [];
    const view = render(<CursorPagination page={2} hasNext onPrevious={() => moves.push('anterior')} onNext={() => moves.push('siguiente')} />);
    expect(view.getByRole('navigation', { name: 'Paginación' }).textContent).to.include('Página 2');
    fireEvent.click(view.getByRole('button', { name: 'Anterior' }));
    fireEvent.click(view.getByRole('button', { name: 'Siguiente' }));
    expect(moves).to.deep.equal(['anterior', 'siguiente']);
  });

  it('disables the way back on the first page and the way on on the last', () => {
    const first = render(<CursorPagination page={1} hasNext onPrevious={() => undefined} onNext={() => undefined} />);
    expect((first.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).to.equal(true);
    expect((first.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).to.equal(false);
    first.unmount();
    const last = render(<CursorPagination page={4} hasNext={false} onPrevious={() => undefined} onNext={() => undefined} />);
    expect((last.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).to.equal(true);
  });
});

describe('The payments list’s steps (by place)', () => {
  const shown = (paginaActual: number, siguiente: string | null, anterior: string | null) => ({ paginacion: { total: 95, paginas: 10, paginaActual, porPagina: 10 }, siguiente, anterior });

  it('asks the page after the last payment shown, the one before the first, and the first page from the top', () => {
    expect(stepTo(shown(4, 's4', 'a4'), 5)).to.deep.equal({ page: 5, despues: 's4' });
    expect(stepTo(shown(4, 's4', 'a4'), 3)).to.deep.equal({ page: 3, antes: 'a4' });
    expect(stepTo(shown(2, 's2', 'a2'), 1)).to.deep.equal({ page: 1 });
    // A place the answer does not give (the last page has no next) starts again at the first page.
    expect(stepTo(shown(10, null, 'a10'), 11)).to.deep.equal({ page: 1 });
  });
});

describe('The audit log’s, reports’, invoices’ and contact messages’ steps (by place)', () => {
  it('asks the page after the last row shown, the one before the first, and the first page afresh from the top', () => {
    expect(stepFrom({ page: 4, siguiente: 's4', anterior: 'a4' }, 5)).to.deep.equal({ page: 5, despues: 's4' });
    expect(stepFrom({ page: 4, siguiente: 's4', anterior: 'a4' }, 3)).to.deep.equal({ page: 3, antes: 'a4' });
    expect(stepFrom({ page: 2, siguiente: 's2', anterior: 'a2' }, 1)).to.deep.equal(FIRST_PLACE_PAGE);
    expect(stepFrom({ page: 7, siguiente: null, anterior: 'a7' }, 8)).to.deep.equal(FIRST_PLACE_PAGE);
  });

  it('puts the page number under the list’s own name and at most one place in the query', () => {
    expect(placeParams({ page: 3, despues: 's2' }, 'pagina')).to.deep.equal({ pagina: '3', despues: 's2' });
    expect(placeParams({ page: 2, antes: 'a3' }, 'page')).to.deep.equal({ page: '2', antes: 'a3' });
    expect(placeParams(FIRST_PLACE_PAGE, 'page')).to.deep.equal({ page: '1' });
  });
});
