/** Push notifications: drivers' devices, their switches, the push outbox and its delivery, the admins' announcements (docs/adr/0056). */
export { pushRoutes } from './adapters/http/push.routes.js';
export { pushModule } from './push.container.js';
/** Push's public tokens; its stores and adapters stay private (push.private-tokens.ts). */
export { PUSH } from './push.tokens.js';
