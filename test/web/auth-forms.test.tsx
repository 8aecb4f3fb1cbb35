import { render, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { contactRequestSchema } from '../../src/contracts/contact.contract.js';
import { forgotPasswordRequestSchema, loginRequestSchema, registerFormSchema, resetPasswordRequestSchema } from '../../src/contracts/identity.contract.js';
import { changePasswordInputSchema } from '../../web/src/features/auth/api/change-password.js';
import { ChangePasswordForm } from '../../web/src/features/auth/components/change-password-form.js';
import { LoginForm } from '../../web/src/features/auth/components/login-form.js';
import { PasswordRecoveryForm } from '../../web/src/features/auth/components/password-recovery-form.js';
import { RegisterForm } from '../../web/src/features/auth/components/register-form.js';
import { ResetPasswordForm } from '../../web/src/features/auth/components/reset-password-form.js';
import ContactForm from '../../web/src/features/contact/components/contact-form.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { control, fill, itShowsEverySchemaError, submit } from './schema-form-checks.js';

const page = (children: ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>{children}</MemoryRouter>
    </SWRConfig>,
  );

describe('The sign-in, registration and password forms (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const sent = () => requests.sent.filter((r) => r.method !== 'GET');

  itShowsEverySchemaError('the sign-in form', {
    schema: loginRequestSchema,
    open: () => void page(<LoginForm onSuccess={() => undefined} />),
    fields: { email: 'Correo electrónico', password: 'Contraseña' },
    valid: { email: 'ana@ejemplo.mx', password: 'secreta' },
    requests: sent,
  });

  itShowsEverySchemaError('the registration form', {
    schema: registerFormSchema,
    open: () => void page(<RegisterForm />),
    fields: { nombre: 'Nombre', apellido: 'Apellido', email: 'Correo electrónico', password: 'Contraseña', confirmPassword: 'Confirmar contraseña', termsAccepted: 'Acepto los términos y condiciones', subscribeToNews: 'Quiero recibir noticias de campeonatos y eventos' },
    valid: { nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.mx', password: 'secreta1', confirmPassword: 'secreta1', termsAccepted: 'true' },
    requests: sent,
  });

  itShowsEverySchemaError('the password recovery form', {
    schema: forgotPasswordRequestSchema,
    open: () => void page(<PasswordRecoveryForm onBack={() => undefined} />),
    fields: { email: 'Correo electrónico' },
    valid: { email: 'ana@ejemplo.mx' },
    requests: sent,
  });

  itShowsEverySchemaError('the contact form', {
    schema: contactRequestSchema,
    open: () => void page(<ContactForm />),
    fields: { name: 'Nombre', email: 'Correo electrónico', phone: 'Teléfono', message: 'Mensaje' },
    valid: { name: 'Ana Ríos', email: 'ana@ejemplo.mx', phone: '55 1234 5678', message: 'Quiero inscribirme en la próxima copa.' },
    requests: sent,
  });

  itShowsEverySchemaError('the change-password form', {
    schema: changePasswordInputSchema,
    open: () => void page(<ChangePasswordForm onChanged={() => undefined} />),
    fields: { currentPassword: 'Contraseña actual', newPassword: 'Nueva contraseña', confirmPassword: 'Confirmar nueva contraseña' },
    valid: { currentPassword: 'vieja123', newPassword: 'nueva123', confirmPassword: 'nueva123' },
    requests: sent,
  });

  itShowsEverySchemaError('the new-password form', {
    schema: resetPasswordRequestSchema,
    open: async () => {
      requests.answer = (r) => (r.method === 'GET' ? { status: 200, body: { valid: true } } : { status: 200, body: {} });
      page(<ResetPasswordForm token="t0k3n" userId="u1" />);
      await within(document.body).findByLabelText('Nueva contraseña');
    },
    fields: { newPassword: 'Nueva contraseña', confirmPassword: 'Confirmar contraseña' },
    notInForm: { token: 'from the e-mailed link', userId: 'from the e-mailed link' },
    valid: { newPassword: 'nueva123', confirmPassword: 'nueva123' },
    toInput: (v) => ({ token: 't0k3n', userId: 'u1', ...v }),
    requests: sent,
  });

  it('clears the sign-in’s previous failure the moment it is sent again', async () => {
    requests.answer = () => ({ status: 401, body: { message: 'Correo o contraseña incorrectos', code: 'INVALID_CREDENTIALS' } });
    page(<LoginForm onSuccess={() => undefined} />);
    await fill('Correo electrónico', 'ana@ejemplo.mx');
    await fill('Contraseña', 'mala');
    await submit(control('Contraseña'));
    await within(document.body).findByText('Correo o contraseña incorrectos');
    await fill('Contraseña', '');
    await submit(control('Contraseña'));
    await waitFor(() => expect(control('Contraseña').getAttribute('aria-invalid')).to.equal('true'));
    expect(within(document.body).queryByText('Correo o contraseña incorrectos')).to.equal(null);
  });

  it('puts the server’s messages under the registration’s fields and says the rest', async () => {
    requests.answer = () => ({ status: 400, body: { message: 'Datos inválidos', code: 'VALIDATION_ERROR', errors: { email: 'Ese correo no es válido', captcha: 'Vuelve a intentarlo' } } });
    page(<RegisterForm />);
    for (const [label, value] of [['Nombre', 'Ana'], ['Apellido', 'Ríos'], ['Correo electrónico', 'ana@ejemplo.mx'], ['Contraseña', 'secreta1'], ['Confirmar contraseña', 'secreta1'], ['Acepto los términos y condiciones', 'true']]) await fill(label, value);
    await submit(control('Nombre'));
    await waitFor(() => expect(control('Correo electrónico').getAttribute('aria-invalid')).to.equal('true'));
    await within(document.body).findByText('Vuelve a intentarlo');
  });
});
