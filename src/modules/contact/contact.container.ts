import { ContainerModule } from 'inversify';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexContactMessageRepository } from './adapters/persistence/contact-message.repository.knex.js';
import { SendContactMessage } from './application/send-contact-message.use-case.js';
import { CONTACT } from './contact.tokens.js';

export const contactModule = new ContainerModule(({ bind }) => {
  bind(CONTACT.Messages).toDynamicValue((ctx) => new KnexContactMessageRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(CONTACT.Send)
    .toDynamicValue(
      (ctx) =>
        new SendContactMessage({
          messages: ctx.get(CONTACT.Messages),
          outbox: ctx.get(PLATFORM.MailOutbox),
          limiter: ctx.get(PLATFORM.RateLimiter),
          tx: ctx.get(PLATFORM.Tx),
          clock: ctx.get(PLATFORM.Clock),
          newId: ctx.get(PLATFORM.NewId),
          logger: ctx.get(PLATFORM.Logger),
          contactTo: ctx.get(PLATFORM.Config).contactTo,
        }),
    )
    .inSingletonScope();
});
