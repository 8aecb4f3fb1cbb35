import './install-hint.css';
import { Download } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { dismissHint, hintDismissed, install, installOffer, onInstallOffer, runsInstalled, visits, VISITS_BEFORE_HINT } from './install-offer';

/**
 * 'Instala Parrilla' on the profile (docs/adr/0055): from the driver's second visit on, unless the site
 * already runs as the installed app or he said 'Ahora no' (remembered on this device). With the
 * browser's own offer (Chromium) a button installs it; elsewhere (Safari on iPhone) it says how.
 */
export function InstallHint() {
  const offer = useSyncExternalStore(onInstallOffer, installOffer, () => null);
  const dismissed = useSyncExternalStore(onInstallOffer, hintDismissed, () => true);
  const [shown] = useState(() => visits() >= VISITS_BEFORE_HINT && !runsInstalled());
  if (!shown || dismissed) return null;
  return (
    <Card as="section" className="install-hint stack" aria-labelledby="instalar-app-titulo">
      <h2 id="instalar-app-titulo" className="profile__section-title">
        Instala Parrilla en tu teléfono
      </h2>
      <p>Ábrela desde tu pantalla de inicio, como una app: tus carreras, el calendario y los resultados a un toque, incluso sin señal en la pista.</p>
      {!offer && (
        <p className="muted">
          En iPhone o iPad: toca <strong>Compartir</strong> y luego <strong>«Agregar a inicio»</strong>. En Android: abre el menú del navegador y elige <strong>«Instalar app»</strong>.
        </p>
      )}
      <div className="install-hint__actions">
        {offer && (
          <Button icon={<Download size={16} aria-hidden="true" />} onClick={() => void install()}>
            Instalar la app
          </Button>
        )}
        <Button variant="secondary" onClick={dismissHint}>
          Ahora no
        </Button>
      </div>
    </Card>
  );
}
