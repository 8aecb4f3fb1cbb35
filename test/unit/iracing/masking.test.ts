import { expect } from 'chai';
import { maskSecret } from '../../../src/modules/iracing/adapters/data-api/masking.js';

describe("Masking a secret the way iRacing's OAuth server expects it", () => {
  it('masks a password with its username as in the first official example', () => {
    expect(maskSecret('SuperSecretPassword', 'test.user@example.com')).to.equal('nXmEFCdpHheD1R3XBVkm6VQavR7ZLbW7SRmzo/MfFso=');
  });

  it('masks a client secret with its client id as in the second official example', () => {
    expect(maskSecret('Secret-Client-Password', 'UnitTestApp')).to.equal('D2GfmYK/nC8zeQPkpV2uGkk13hL0/LTQH44hiJKawCo=');
  });

  it('trims and lower-cases the identifier, so spaces and capitals around it give the same mask', () => {
    expect(maskSecret('SuperSecretPassword', '  Test.User@Example.com ')).to.equal(maskSecret('SuperSecretPassword', 'test.user@example.com'));
  });

  it('keeps the secret as typed: its case changes the mask', () => {
    expect(maskSecret('supersecretpassword', 'test.user@example.com')).to.not.equal(maskSecret('SuperSecretPassword', 'test.user@example.com'));
  });
});
