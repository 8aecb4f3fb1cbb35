import { ContainerModule } from 'inversify';
import { bindClass } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexContactMessageRepository } from './adapters/persistence/contact-message.repository.knex.js';
import { CountContactMessages } from './application/count-contact-messages.use-case.js';
import { ListContactMessages } from './application/list-contact-messages.use-case.js';
import { MarkContactMessageAnswered } from './application/mark-contact-message-answered.use-case.js';
import { ReadContactMessage } from './application/read-contact-message.use-case.js';
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
  bindClass(bind, CONTACT.List, ListContactMessages, (ctx) => ({ messages: ctx.get(CONTACT_PRIVATE.Messages) }));
  bindClass(bind, CONTACT.Count, CountContactMessages, (ctx) => ({ messages: ctx.get(CONTACT_PRIVATE.Messages) }));
  bindClass(bind, CONTACT.Read, ReadContactMessage, (ctx) => ({ messages: ctx.get(CONTACT_PRIVATE.Messages), clock: ctx.get(PLATFORM.Clock) }));
  bindClass(bind, CONTACT.MarkAnswered, MarkContactMessageAnswered, (ctx) => ({ messages: ctx.get(CONTACT_PRIVATE.Messages), clock: ctx.get(PLATFORM.Clock), tx: ctx.get(PLATFORM.Tx), audit: ctx.get(PLATFORM.AuditTrail) }));
});
