import { SecurityCard } from '@/features/account-security/components/security-card';
import { CalendarFeed } from '@/features/calendar/components/calendar-feed';
import { PersonalDataCard } from '@/features/data-rights/components/personal-data-card';
import { MyInvoices } from '@/features/invoices/components/my-invoices';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { MyWaitlists } from '@/features/profile/components/my-waitlists';
import { MyPendingPayments } from '@/features/profile/components/my-pending-payments';
import { MyEntries } from '@/features/profile/components/my-entries';
import { ReminderPreference } from '@/features/profile/components/reminder-preference';
import { PushDevices } from '@/features/push/components/push-devices';
import { MyReports } from '@/features/reports/components/my-reports';
import { MyPrivacy } from '@/features/privacy/components/my-privacy';
import { PrivacyShort } from '@/components/legal/privacy-short';
import { useDocumentTitle } from '@/lib/use-document-title';
import { InstallHint } from '@/pwa/install-hint';
import { useSession } from '../session';

export function ProfileRoute() {
  useDocumentTitle('Mi perfil');
  const { user, refresh } = useSession();
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Tu cuenta</p>
        <h1>Mi perfil</h1>
        <p>Tu foto y tus preferencias de piloto. Tu nombre y correo solo los cambia un administrador.</p>
      </header>
      {user && <InstallHint />}
      <ProfileForm userId={user?.id ?? null} onSaved={() => void refresh()} />
      <PrivacyShort place="perfil" />
      {user && <MyPendingPayments />}
      {user && <MyEntries />}
      {user && <MyWaitlists />}
      {user && <MyInvoices email={user.email} />}
      {user && <CalendarFeed />}
      {user && <SecurityCard />}
      {user && <ReminderPreference />}
      {user && <PushDevices />}
      {user && <MyPrivacy />}
      {user && <MyReports userId={user.id} />}
      {user && <PersonalDataCard />}
    </div>
  );
}
