import { Tabs } from '@/components/ui/tabs';
import { DiscordSettings } from './discord-settings';
import { IracingSettings } from './iracing-settings';
import { PrivacySettings } from './privacy-settings';
import './admin-settings.css';

export const SETTINGS_SECTIONS = ['discord', 'iracing', 'privacidad'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/**
 * /admin/ajustes: the league's connections, one tab each (Discord, iRacing, Privacidad). Each tab has its own
 * address (/admin/ajustes, /admin/ajustes/iracing, /admin/ajustes/privacidad) so a message can send the admin straight to it.
 */
export function SettingsScreen({ section, onSectionChange, superadmin = false }: { section: SettingsSection; onSectionChange: (section: SettingsSection) => void; superadmin?: boolean }) {
  return (
    <section aria-labelledby="settings-title" className="admin-settings">
      <header className="admin-page__header">
        <div>
          <h1 id="settings-title">Ajustes</h1>
          <p>Los canales de Discord donde la liga publica sus avisos, la conexión con iRacing para traer los resultados y los datos del aviso de privacidad.</p>
        </div>
      </header>
      <Tabs
        label="Ajustes"
        value={section}
        onChange={(id) => onSectionChange(id as SettingsSection)}
        tabs={[
          { id: 'discord', label: 'Discord', content: <DiscordSettings /> },
          { id: 'iracing', label: 'iRacing', content: <IracingSettings /> },
          { id: 'privacidad', label: 'Privacidad', content: <PrivacySettings superadmin={superadmin} /> },
        ]}
      />
    </section>
  );
}
