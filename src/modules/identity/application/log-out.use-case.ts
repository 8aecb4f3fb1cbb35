import type { Actor } from '../domain/user.entity.js';
import type { SessionRevocation } from './sessions.use-case.js';

/**
 * Signing out ends this session (docs/adr/0046): the token just used, a copied cookie or bearer included,
 * stops working at once instead of living out its 7 days. The account's other sessions go on; its owner
 * ends them from the list of sessions. Without a session there is nothing to end; a suspended account may
 * still sign out.
 */
export class LogOut {
  constructor(private readonly deps: { revocation: SessionRevocation }) {}

  async execute(actor: Actor | null, sessionId: string | null): Promise<void> {
    if (!actor || !sessionId) return;
    await this.deps.revocation.revoke({ userId: actor.id, id: sessionId }, 'salida', actor);
  }
}
