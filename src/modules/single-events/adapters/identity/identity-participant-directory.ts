import type { FindDrivers } from '../../../identity/index.js';
import type { Participant, ParticipantDirectory } from '../../application/ports/participant-directory.port.js';

/** Participants answered by the identity module's driver directory (no e-mail addresses). */
export class IdentityParticipantDirectory implements ParticipantDirectory {
  constructor(private readonly drivers: FindDrivers) {}

  describe(userIds: readonly string[]): Promise<Participant[]> {
    return this.drivers.execute(userIds);
  }
}
