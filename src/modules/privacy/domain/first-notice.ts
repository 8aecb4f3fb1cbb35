import { VOLUNTARY_PURPOSES } from '../../../contracts/privacy.messages.js';
import type { PrivacyNotice } from './notice.js';

/**
 * Version 1 of the 'Aviso de privacidad integral': in force until the superadmin publishes another,
 * and the one every account made before that accepted. Stored nowhere: the notices table holds the
 * versions published after it.
 */
export const FIRST_NOTICE: PrivacyNotice = {
  version: 1,
  markdown: `# Aviso de privacidad integral

**{{responsable}}**, con domicilio en {{domicilio}}, es responsable del uso y protección de tus datos personales, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.

## Qué datos usamos

- Identificación y contacto: nombre, apellido, correo y, si la subes, tu foto de perfil.
- Datos de piloto: tu número de cliente de iRacing, tus resultados, tu licencia y tu iRating.
- Datos de pago: los pagos de tus inscripciones y, si pides un reembolso por OXXO, tu CLABE.
- Datos fiscales, solo si pides factura: RFC, razón social, régimen y domicilio fiscal.

No usamos datos personales sensibles.

## Para qué los usamos

### Finalidades necesarias

Sin ellas no podemos darte el servicio:

- Organizar los campeonatos y eventos: inscripciones, listas de inscritos, resultados y clasificaciones.
- Cobrar las inscripciones y hacer los reembolsos.
- Emitir las facturas que pidas.
- Revisar los reportes de incidentes y aplicar las sanciones.

### Finalidades voluntarias

Cada una es opcional y está apagada hasta que tú la actives en **Mi perfil › Privacidad**, donde puedes apagarla cuando quieras. Los recordatorios de las carreras en las que te inscribiste son parte del servicio y se apagan en **Mi perfil › Notificaciones**.

- Recibir correos con las novedades de la liga: nuevos campeonatos y eventos.
- Ser mencionado por nombre en el Discord de la liga.
- Aparecer con tu nombre completo en las páginas públicas. Si no lo autorizas, mostramos tu nombre y la inicial de tu apellido (por ejemplo, «Ana L.»).

Negarte a las finalidades voluntarias no afecta tu cuenta ni tus inscripciones.

## Con quién compartimos tus datos

Solo con los encargados que nos ayudan a dar el servicio, y solo lo necesario. La lista completa, con qué datos recibe cada uno y para qué, está en la página [¿A dónde van tus datos?](/aviso-de-privacidad/encargados). No vendemos ni transferimos tus datos a terceros para sus propios fines.

## Tus derechos ARCO

Puedes pedir el acceso, la rectificación o la cancelación de tus datos, u oponerte a su uso, y revocar tu consentimiento, desde tu perfil o escribiendo a {{correo}}. Te responderemos en un máximo de 20 días hábiles.

## Cambios a este aviso

Publicaremos cualquier cambio en esta página, con su número de versión y su fecha. Si un cambio agrega finalidades, te lo preguntaremos la próxima vez que inicies sesión.

## Contacto

{{responsable}} · {{domicilio}} · {{correo}}
`,
  purposes: [...VOLUNTARY_PURPOSES],
  publishedAt: '2026-11-29T18:00:00.000Z',
};
