import { useNavigate } from 'react-router-dom';
import { SettingsScreen, type SettingsSection } from '@/features/admin-settings/components/settings-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

const PATHS: Record<SettingsSection, string> = { discord: '/admin/ajustes', iracing: '/admin/ajustes/iracing', privacidad: '/admin/ajustes/privacidad' };
const TITLES: Record<SettingsSection, string> = { discord: 'Ajustes', iracing: 'Ajustes de iRacing', privacidad: 'Ajustes de privacidad' };

/** /admin/ajustes (Discord), /admin/ajustes/iracing and /admin/ajustes/privacidad. */
export function AdminSettingsRoute({ section = 'discord', superadmin = false }: { section?: SettingsSection; superadmin?: boolean }) {
  useDocumentTitle(TITLES[section]);
  const navigate = useNavigate();
  return <SettingsScreen section={section} superadmin={superadmin} onSectionChange={(next) => navigate(PATHS[next], { replace: true })} />;
}
