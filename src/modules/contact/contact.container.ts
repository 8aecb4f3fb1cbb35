import { ContainerModule } from 'inversify';
import { bindClass } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexContactMessageRepository } from './adapters/persistence/contact-message.repository.knex.js';
import { SendContactMessage } from './application/send-contact-message.use-case.js';
import { CONTACT_PRIVATE } from './contact.private-tokens.js';
import { CONTACT } from './contact.tokens.js';

export const contactModule = new ContainerModule(({ bind }) => {
  bind(CONTACT_PRIVATE.Messages).toDynamicValue((ctx) => new KnexContactMessageRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bindClass(bind, CONTACT.Send, SendContactMessage, (ctx) => ({
    messages: ctx.get(CONTACT_PRIVATE.Messages),
    outbox: ctx.get(PLATFORM.MailOutbox),
    limiter: ctx.get(PLATFORM.RateLimiter),
    tx: ctx.get(PLATFORM.Tx),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    logger: ctx.get(PLATFORM.Logger),
    contactTo: ctx.get(PLATFORM.Config).contactTo,
  }));
});
