import { DiscordSettings } from '@/features/admin-settings/components/discord-settings';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminSettingsRoute() {
  useDocumentTitle('Ajustes');
  return <DiscordSettings />;
}
