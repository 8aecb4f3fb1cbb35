import { expect } from 'chai';
import { MSI_MIN_CENTS, PAYMENT_METHOD_MSG } from '../../../src/contracts/payments.messages.js';
import { isMexicanBusinessDay, mexicanHolidays, nextMexicanBusinessDay } from '../../../src/modules/payments/domain/business-days.js';
import { clabeCheckDigit, clabeProblem } from '../../../src/modules/payments/domain/clabe.js';
import { holdDeadline, methodOptions, voucherExpiry } from '../../../src/modules/payments/domain/payment-methods.js';

describe('Mexican business days', () => {
  it('skips weekends', () => {
    expect(isMexicanBusinessDay('2026-03-06')).to.equal(true); // Friday
    expect(isMexicanBusinessDay('2026-03-07')).to.equal(false); // Saturday
    expect(isMexicanBusinessDay('2026-03-08')).to.equal(false); // Sunday
    expect(nextMexicanBusinessDay('2026-03-06')).to.equal('2026-03-09');
    expect(nextMexicanBusinessDay('2026-03-10')).to.equal('2026-03-11');
  });

  it('skips the official rest days and bank holidays, the movable Mondays and Holy Week included', () => {
    expect(mexicanHolidays(2026).map((h) => h.day)).to.deep.equal([
      '2026-01-01',
      '2026-02-02',
      '2026-03-16',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-09-16',
      '2026-11-02',
      '2026-11-16',
      '2026-12-12',
      '2026-12-25',
    ]);
    // Easter 2025 was 20 April, 2027 is 28 March.
    expect(mexicanHolidays(2025).filter((h) => h.name.includes('Santo')).map((h) => h.day)).to.deep.equal(['2025-04-17', '2025-04-18']);
    expect(mexicanHolidays(2027).filter((h) => h.name.includes('Santo')).map((h) => h.day)).to.deep.equal(['2027-03-25', '2027-03-26']);
    // 1 October in the years the federal executive changes hands.
    expect(mexicanHolidays(2030).map((h) => h.day)).to.include('2030-10-01');
    expect(mexicanHolidays(2026).map((h) => h.day)).not.to.include('2026-10-01');
    // Friday 13 March 2026, then the weekend and Monday 16 (Juárez): Tuesday.
    expect(nextMexicanBusinessDay('2026-03-13')).to.equal('2026-03-17');
    // Wednesday 1 April 2026 before Holy Thursday and Good Friday: Monday 6.
    expect(nextMexicanBusinessDay('2026-04-01')).to.equal('2026-04-06');
    expect(nextMexicanBusinessDay('2026-12-24')).to.equal('2026-12-28');
  });
});

describe('Vouchers and the held place', () => {
  it('expires a voucher at 23:59:59 Mexico City of its last day, and holds the place one business day more', () => {
    // Monday 2 March 2026, 20:00 in Mexico City (UTC−6): the voucher of two days is good until Wednesday.
    const issued = new Date('2026-03-03T02:00:00.000Z');
    const expiry = voucherExpiry(issued, 2);
    expect(expiry.toISOString()).to.equal('2026-03-05T05:59:59.000Z');
    expect(holdDeadline(expiry).toISOString()).to.equal('2026-03-06T05:59:59.000Z');
    // Issued Thursday 5 March: expires Saturday 7, held until Monday 9 at 23:59:59.
    const friday = voucherExpiry(new Date('2026-03-05T18:00:00.000Z'), 2);
    expect(holdDeadline(friday).toISOString()).to.equal('2026-03-10T05:59:59.000Z');
    // Issued Wednesday 11 March: expires Friday 13, Monday 16 is Juárez, held until Tuesday 17.
    expect(holdDeadline(voucherExpiry(new Date('2026-03-11T18:00:00.000Z'), 2)).toISOString()).to.equal('2026-03-18T05:59:59.000Z');
  });

  it('offers the card always, meses sin intereses from 300 MXN, OXXO and SPEI only when they confirm before the first race', () => {
    const now = new Date('2026-03-02T18:00:00.000Z'); // Monday noon: held until Thursday 5 at 23:59:59
    const all = { oxxo: true, spei: true, msi: true };
    const available = (options: ReturnType<typeof methodOptions>) => options.map((o) => [o.metodo, o.disponible, o.motivo]);
    expect(available(methodOptions({ oxxo: false, spei: false, msi: false }, 50_000, null, now))).to.deep.equal([['tarjeta', true, null]]);
    expect(available(methodOptions(all, MSI_MIN_CENTS, new Date('2026-03-20T00:00:00.000Z'), now))).to.deep.equal([
      ['tarjeta', true, null],
      ['msi', true, null],
      ['oxxo', true, null],
      ['spei', true, null],
    ]);
    expect(available(methodOptions(all, MSI_MIN_CENTS - 1, new Date('2026-03-06T06:00:00.000Z'), now))).to.deep.equal([
      ['tarjeta', true, null],
      ['msi', false, PAYMENT_METHOD_MSG.msiMinimum],
      ['oxxo', true, null],
      ['spei', true, null],
    ]);
    // A first race at the deadline's very second is too close.
    expect(available(methodOptions(all, 50_000, new Date('2026-03-06T05:59:59.000Z'), now)).slice(2)).to.deep.equal([
      ['oxxo', false, PAYMENT_METHOD_MSG.tooCloseToRace],
      ['spei', false, PAYMENT_METHOD_MSG.tooCloseToRace],
    ]);
  });
});

describe('OXXO within its limits', () => {
  it('offers OXXO only from 10 to 10,000 MXN, saying why outside them; SPEI and the card are not limited', () => {
    const now = new Date('2026-03-02T18:00:00.000Z');
    const later = new Date('2026-04-20T00:00:00.000Z');
    const oxxo = (cents: number) => methodOptions({ oxxo: true, spei: true, msi: false }, cents, later, now).map((o) => [o.metodo, o.disponible, o.motivo]);
    const reason = 'Efectivo en OXXO solo se ofrece cuando el precio está entre $10 y $10,000 MXN (los límites de OXXO).';
    expect(oxxo(999)).to.deep.equal([['tarjeta', true, null], ['oxxo', false, reason], ['spei', true, null]]);
    expect(oxxo(1_000)[1]).to.deep.equal(['oxxo', true, null]);
    expect(oxxo(1_000_000)[1]).to.deep.equal(['oxxo', true, null]);
    expect(oxxo(1_000_001)[1]).to.deep.equal(['oxxo', false, reason]);
    expect(oxxo(1_200_000)[1]).to.deep.equal(['oxxo', false, reason]);
    // Outside the limits and too close to the race: the limits are said, which no date will change.
    expect(methodOptions({ oxxo: true, spei: false, msi: false }, 500, new Date('2026-03-03T00:00:00.000Z'), now)[1]).to.deep.equal({ metodo: 'oxxo', disponible: false, motivo: reason });
  });
});

describe('CLABE', () => {
  // Published examples: Wikipedia's CLABE articles (032180000118359719, English; 002010077777777771, Spanish).
  it('accepts real CLABEs whose check digit matches', () => {
    for (const clabe of ['032180000118359719', '002010077777777771']) expect(clabeProblem(clabe), clabe).to.equal(null);
    expect(clabeCheckDigit('03218000011835971')).to.equal(9);
  });

  it('refuses a wrong check digit, a wrong length and letters, saying why', () => {
    expect(clabeProblem('032180000118359718')).to.equal('La CLABE no es válida: su dígito verificador no coincide');
    expect(clabeProblem('002010077777777772')).to.equal('La CLABE no es válida: su dígito verificador no coincide');
    // Two digits swapped keep the length, not the check digit.
    expect(clabeProblem('032180000118357919')).to.equal('La CLABE no es válida: su dígito verificador no coincide');
    expect(clabeProblem('03218000011835971')).to.equal('La CLABE debe tener 18 dígitos');
    expect(clabeProblem('03218000011835971X')).to.equal('La CLABE debe tener 18 dígitos');
  });
});
