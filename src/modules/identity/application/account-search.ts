import type { UserRepository } from './ports/user.repository.port.js';

/**
 * Offered to other modules (IDENTITY.AccountSearch): which accounts a person's words name, so a list
 * of records kept by user id (payments) can be searched by the payer's name or e-mail without
 * reading identity's table. Deleted accounts are matched too: their records outlive them.
 */
export class AccountSearch {
  constructor(private readonly deps: { users: Pick<UserRepository, 'idsMatching'> }) {}

  /**
   * The ids of the accounts whose full name or e-mail contains the text (accents and case aside), at
   * most `limit` of them (a bounded read however many accounts there are); none for a blank text.
   */
  idsMatching(text: string, limit: number): Promise<string[]> {
    return text.trim() === '' ? Promise.resolve([]) : this.deps.users.idsMatching(text, limit);
  }
}
