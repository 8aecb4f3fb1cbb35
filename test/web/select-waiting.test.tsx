import { render, within } from '@testing-library/react';
import { expect } from 'chai';
import { Select } from '../../web/src/components/ui/select.js';
import { HydratingContext, RenderedPageContext } from '../../web/src/lib/server-render.js';
import { useDom } from '../support/dom.js';

const OPTIONS = [
  { value: 'mx5', label: 'Mazda MX-5 Cup' },
  { value: 'gt3', label: 'Ferrari 296 GT3' },
];

/** A list as the server renders it and the browser takes it over (`hydrating`), or as the app renders it. */
function show(hydrating: boolean, disabled?: boolean) {
  const view = render(
    <RenderedPageContext value={{ renderedAt: 0, origin: 'http://localhost' }}>
      <HydratingContext value={hydrating}>
        <Select label="Coche predefinido" options={OPTIONS} disabled={disabled} defaultValue="gt3" />
      </HydratingContext>
    </RenderedPageContext>,
  );
  return within(view.container).getByRole('combobox', { name: 'Coche predefinido' }) as HTMLSelectElement;
}

describe('A list while the app takes over the page (component)', () => {
  useDom();

  it('waits unavailable (told so, out of the Tab order, no pointer) without switching `disabled`, which restyles every option', () => {
    const list = show(true);
    expect(list.disabled).to.equal(false);
    expect(list.getAttribute('aria-disabled')).to.equal('true');
    expect(list.tabIndex).to.equal(-1);
    expect(list.hasAttribute('data-waiting')).to.equal(true);
    expect(list.value).to.equal('gt3');
  });

  it('is an ordinary list once taken over, and a list disabled by its screen stays disabled either way', () => {
    const ready = show(false);
    expect([ready.disabled, ready.hasAttribute('aria-disabled'), ready.hasAttribute('tabindex'), ready.hasAttribute('data-waiting')]).to.deep.equal([false, false, false, false]);
    for (const hydrating of [true, false]) {
      const off = show(hydrating, true);
      expect(off.disabled, `hydrating ${hydrating}`).to.equal(true);
      expect(off.hasAttribute('data-waiting'), `hydrating ${hydrating}`).to.equal(false);
    }
  });
});
