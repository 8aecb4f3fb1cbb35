import { AuthShell } from '@/features/auth/components/auth-shell';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export function RegisterRoute() {
  useDocumentTitle('Registro');
  return (
    <AuthShell wide>
      <RegisterForm />
    </AuthShell>
  );
}
