import { useNavigate } from 'react-router-dom';
import { SettingsScreen, type SettingsSection } from '@/features/admin-settings/components/settings-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

const PATHS: Record<SettingsSection, string> = { discord: '/admin/ajustes', iracing: '/admin/ajustes/iracing' };

/** /admin/ajustes (Discord) and /admin/ajustes/iracing. */
export function AdminSettingsRoute({ section = 'discord' }: { section?: SettingsSection }) {
  useDocumentTitle(section === 'iracing' ? 'Ajustes de iRacing' : 'Ajustes');
  const navigate = useNavigate();
  return <SettingsScreen section={section} onSectionChange={(next) => navigate(PATHS[next], { replace: true })} />;
}
