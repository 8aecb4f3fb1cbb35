import { expect } from 'chai';
import { registerFormSchema, updateUserRequestSchema } from '../../../src/contracts/identity.contract.js';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('Identity contract schemas', () => {
  describe('registration form (checked in the browser)', () => {
    const form = { nombre: 'Ana', apellido: 'Ruiz', email: 'ana@ejemplo.test', password: 'secreto1', confirmPassword: 'secreto1', termsAccepted: true, subscribeToNews: false };

    it('accepts a complete form', () => {
      expect(registerFormSchema.safeParse(form).success).to.equal(true);
    });

    it('asks for the terms to be accepted', () => {
      expect(messagesOf(registerFormSchema.safeParse({ ...form, termsAccepted: false }))).to.deep.equal({ termsAccepted: 'Debes aceptar los términos y condiciones' });
    });

    it('asks for a matching confirmation', () => {
      expect(messagesOf(registerFormSchema.safeParse({ ...form, confirmPassword: 'otra' }))).to.deep.equal({ confirmPassword: 'Las contraseñas no coinciden' });
    });
  });

  describe('profile update', () => {
    it('reads the form strings "true" and "false" as booleans', () => {
      expect(updateUserRequestSchema.parse({ suspendido: 'true' }).suspendido).to.equal(true);
      expect(updateUserRequestSchema.parse({ suspendido: 'false' }).suspendido).to.equal(false);
      expect(updateUserRequestSchema.parse({ suspendido: true }).suspendido).to.equal(true);
    });

    it('turns empty text into null and trims the rest', () => {
      expect(updateUserRequestSchema.parse({ biografia: '', nivelHabilidad: '', cocheFavorito: '  BMW M4 GT3 ' })).to.deep.equal({ biografia: null, nivelHabilidad: null, cocheFavorito: 'BMW M4 GT3' });
    });

    it('leaves out what was not sent, so nothing else changes', () => {
      expect(updateUserRequestSchema.parse({ biografia: 'Hola' })).to.deep.equal({ biografia: 'Hola' });
    });

    it('answers Spanish messages for a bad skill level, role or suspension flag', () => {
      expect(messagesOf(updateUserRequestSchema.safeParse({ nivelHabilidad: 'experto', rol: 'jefe', suspendido: 'sí' }))).to.deep.equal({
        nivelHabilidad: 'Nivel de habilidad inválido',
        rol: 'Rol inválido',
        suspendido: 'Debe ser verdadero o falso',
      });
    });
  });
});
