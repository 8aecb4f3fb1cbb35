import { expect } from 'chai';
import { DomainError } from '../../src/platform/errors.js';

/** The DomainError a call was refused with; fails the test when the call goes through or throws anything else. */
export async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call was refused').to.be.instanceOf(DomainError);
  return error as DomainError;
}
