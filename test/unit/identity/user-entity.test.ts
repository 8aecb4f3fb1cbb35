import { expect } from 'chai';
import { baseUsername, isAdmin, normaliseEmail } from '../../../src/modules/identity/domain/user.entity.js';

describe('User entity helpers', () => {
  describe('baseUsername', () => {
    it('joins first and last name in lower case with a dot', () => {
      expect(baseUsername('Ana', 'Ruiz')).to.equal('ana.ruiz');
    });

    it('drops accents, tildes, spaces and punctuation', () => {
      expect(baseUsername('José María', 'Núñez-Ortega')).to.equal('josemaria.nunezortega');
      expect(baseUsername('Iñaki', "O'Brien")).to.equal('inaki.obrien');
    });

    it('keeps digits', () => {
      expect(baseUsername('Piloto', 'Prueba12')).to.equal('piloto.prueba12');
    });

    it('uses the one part left when the other has no usable letters', () => {
      expect(baseUsername('Ana', '***')).to.equal('ana');
      expect(baseUsername('–', 'Ruiz')).to.equal('ruiz');
    });

    it('falls back to "piloto" when neither part has usable letters', () => {
      expect(baseUsername('日本', '!!')).to.equal('piloto');
    });
  });

  describe('normaliseEmail', () => {
    it('trims and lower-cases the address', () => {
      expect(normaliseEmail('  Ana.Ruiz@Ejemplo.TEST \n')).to.equal('ana.ruiz@ejemplo.test');
    });
  });

  describe('isAdmin', () => {
    it('is true for admin and superadmin only', () => {
      expect(isAdmin({ rol: 'admin' })).to.equal(true);
      expect(isAdmin({ rol: 'superadmin' })).to.equal(true);
      expect(isAdmin({ rol: 'user' })).to.equal(false);
      expect(isAdmin(null)).to.equal(false);
      expect(isAdmin(undefined)).to.equal(false);
    });
  });
});
