import { render } from '@testing-library/react';
import { expect } from 'chai';
import { Countdown } from '../../web/src/components/ui/countdown.js';
import { useDom } from '../support/dom.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('Countdown (component)', () => {
  useDom();

  it('shows days, hours, minutes and seconds to the target, two digits each, hidden from screen readers', () => {
    // Half a second of margin, so the seconds shown are the same however long the render takes.
    const target = new Date(Date.now() + 3 * DAY + 4 * HOUR + 5 * MINUTE + 6 * SECOND + 500);
    const view = render(<Countdown target={target} label="Faltan 3 días para la carrera" />);
    const units = view.container.querySelector('.countdown__units')!;
    expect(units.getAttribute('aria-hidden')).to.equal('true');
    expect([...units.querySelectorAll('.countdown__unit')].map((u) => u.textContent)).to.deep.equal(['03días', '04horas', '05min', '06seg']);
    expect(view.getByText('Faltan 3 días para la carrera').className).to.equal('visually-hidden');
  });

  it('shows what it is given for a target already reached, and zeros when it is given nothing', () => {
    const past = new Date(Date.now() - MINUTE);
    const done = render(<Countdown target={past} label="Carrera" done={<p>La carrera ya comenzó</p>} />);
    expect(done.container.textContent).to.equal('La carrera ya comenzó');
    done.unmount();
    const bare = render(<Countdown target={past} label="Carrera" />);
    expect([...bare.container.querySelectorAll('.countdown__value')].map((v) => v.textContent)).to.deep.equal(['00', '00', '00', '00']);
  });
});
