/** Contact: the home page's form, stored and mailed to the site's contact address, and the admin inbox over the stored messages. */
export { contactRoutes } from './adapters/http/contact.routes.js';
export { contactModule } from './contact.container.js';
/** Contact's public tokens; its repository stays private (contact.private-tokens.ts). */
export { CONTACT } from './contact.tokens.js';
