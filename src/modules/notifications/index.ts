/** Notifications: race reminders by e-mail and the league's Discord messages (docs/adr/0018). */
export { notificationsRoutes } from './adapters/http/notifications.routes.js';
export { notificationsModule } from './notifications.container.js';
/** Notifications' public tokens; its stores and adapters stay private (notifications.private-tokens.ts). */
export { NOTIFICATIONS } from './notifications.tokens.js';
