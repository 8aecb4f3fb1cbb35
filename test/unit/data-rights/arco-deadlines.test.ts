import { expect } from 'chai';
import { arcoDeadline, businessDaysLeft, deadlineState } from '../../../src/modules/data-rights/application/deadlines.js';

describe('ARCO deadlines: 20 Mexico City business days with the official holidays', () => {
  it('skips weekends and the holidays the payments calendar knows (Benito Juárez, Holy Thursday and Friday)', () => {
    // Monday 2 March 2026 at noon in Mexico City: the 16th (third Monday of March) is a holiday.
    expect(arcoDeadline(new Date('2026-03-02T18:00:00.000Z')).toISOString()).to.equal('2026-04-01T05:59:59.000Z');
    // Friday 27 March: Holy Thursday and Friday (2 and 3 April 2026) do not count.
    expect(arcoDeadline(new Date('2026-03-27T18:00:00.000Z')).toISOString()).to.equal('2026-04-29T05:59:59.000Z');
  });

  it('counts from the Mexico City day the request arrived, not the UTC one', () => {
    // 22:00 on Monday 2 March in Mexico City is already Tuesday 3 March in UTC.
    expect(arcoDeadline(new Date('2026-03-03T04:00:00.000Z')).toISOString()).to.equal('2026-04-01T05:59:59.000Z');
    // A request made on a Saturday starts counting on Monday, as one made on Friday does.
    expect(arcoDeadline(new Date('2026-03-07T18:00:00.000Z')).toISOString()).to.equal(arcoDeadline(new Date('2026-03-06T18:00:00.000Z')).toISOString());
  });

  it('shows an open request as on time, near its deadline from 5 business days left, and past it after its last second', () => {
    const deadline = new Date('2026-04-01T05:59:59.000Z');
    expect(businessDaysLeft(new Date('2026-03-23T18:00:00.000Z'), deadline)).to.equal(6);
    expect(deadlineState(new Date('2026-03-23T18:00:00.000Z'), deadline, false)).to.equal('a-tiempo');
    expect(businessDaysLeft(new Date('2026-03-24T18:00:00.000Z'), deadline)).to.equal(5);
    expect(deadlineState(new Date('2026-03-24T18:00:00.000Z'), deadline, false)).to.equal('por-vencer');
    expect(deadlineState(new Date('2026-04-01T05:59:59.000Z'), deadline, false)).to.equal('por-vencer');
    expect(deadlineState(new Date('2026-04-01T06:00:00.000Z'), deadline, false)).to.equal('vencida');
    expect(deadlineState(new Date('2026-04-01T06:00:00.000Z'), deadline, true)).to.equal(null);
  });
});
