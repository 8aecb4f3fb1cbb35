/**
 * Privacy: the 'Aviso de privacidad integral' and its versions, each person's consents and voluntary
 * choices, the league's identity and the processors it uses. The only file other modules, the HTTP
 * assembly and the CLI import.
 */
export { privacyRoutes } from './adapters/http/privacy.routes.js';
export { privacyModule } from './privacy.container.js';
/** Privacy's public tokens; its stores stay private (privacy.private-tokens.ts). */
export { PRIVACY } from './privacy.tokens.js';
export type { PurposeChoices, RecordSignUpConsent } from './application/consent.use-cases.js';
export type { ProcessorSwitch } from './application/privacy-settings.use-cases.js';
