import { expect } from 'chai';
import { ListPayments } from '../../../src/modules/payments/application/list-payments.use-case.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { DomainError, statusOf } from '../../../src/platform/errors.js';
import { FAR_PAGE, MAX_POSITION_ROWS, positionOf, windowOf } from '../../../src/platform/keyset.js';
import { MemoryChampionships } from '../../support/in-memory/championships.js';
import { memoryPaymentRecords, MemoryPayments } from '../../support/in-memory/payments.js';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    return err;
  }
  return null;
};

describe('A page asked by its number alone skips a bounded number of rows', () => {
  it(`reads by position up to ${MAX_POSITION_ROWS} rows in, and refuses further in Spanish naming the field`, () => {
    expect(positionOf(1, 50)).to.equal(0);
    expect(positionOf(21, 50)).to.equal(1000);
    expect(windowOf({ page: 101, limit: 10 }, 'string')).to.deep.equal({ offset: 1000, limit: 11 });
    for (const [run, field] of [
      [() => positionOf(22, 50), 'page'],
      [() => windowOf({ page: 102, limit: 10 }, 'number'), 'page'],
      [() => windowOf({ page: 1_000_000, limit: 50 }, 'string', undefined, 'pagina'), 'pagina'],
    ] as const) {
      const err = refusal(run);
      expect(err).to.be.instanceOf(DomainError);
      expect(statusOf(err as DomainError)).to.equal(400);
      expect((err as DomainError).errors).to.deep.equal({ [field]: FAR_PAGE });
    }
    expect(FAR_PAGE).to.equal('Esa página está demasiado lejos para pedirla por número: avanza con «Siguiente» desde una página anterior.');
  });

  it('a page by place is read however far it is', () => {
    const despues = Buffer.from(JSON.stringify(['2020-01-01T00:00:00.000Z', 'x'])).toString('base64url');
    expect(windowOf({ page: 5000, despues, limit: 10 }, 'string')).to.deep.equal({ after: { at: '2020-01-01T00:00:00.000Z', tie: 'x' }, limit: 11 });
  });

  it('the payments list refuses a far page by number before reading anything', async () => {
    const payments = new MemoryPayments();
    let searched = 0;
    const records = memoryPaymentRecords(payments, new MemoryChampionships());
    const counting = Object.assign(Object.create(Object.getPrototypeOf(records) as object) as typeof records, records, {
      search: (...args: Parameters<typeof records.search>) => {
        searched++;
        return records.search(...args);
      },
    });
    const list = new ListPayments({ payments, records: counting });
    const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
    expect((await list.execute(admin, { page: '101', limit: '10' })).pagos).to.deep.equal([]);
    const err = await list.execute(admin, { page: '102', limit: '10' }).catch((e: unknown) => e);
    expect((err as DomainError).errors).to.deep.equal({ page: FAR_PAGE });
    expect(searched).to.equal(1);
  });
});
