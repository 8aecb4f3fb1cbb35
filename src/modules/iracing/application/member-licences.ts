import type { IracingApi, MemberLicence } from './ports/iracing-api.port.js';
import type { IracingSwitch } from './switched-api.js';

/**
 * Offered to other modules (IRACING.MemberLicences, docs/adr/0037): drivers' licences as iRacing says
 * them now, where the iRacing connection is configured. Answers null without one; iRacing's errors
 * (maintenance, refused credentials, unreachable) are thrown for the caller to fall back.
 */
export class MemberLicences {
  /** `iracing`: whether the league uses iRacing (privacy settings); while off the answer is null, as without a connection, and nothing is asked. */
  constructor(private readonly deps: { api: Pick<IracingApi, 'memberLicences'>; configured: () => Promise<boolean>; iracing?: IracingSwitch }) {}

  async of(custIds: readonly number[]): Promise<Map<number, MemberLicence[]> | null> {
    const wanted = [...new Set(custIds.filter((id) => Number.isSafeInteger(id) && id > 0))];
    if (wanted.length === 0 || !(await this.deps.configured())) return null;
    if (this.deps.iracing && !(await this.deps.iracing.iracingOn())) return null;
    const out = new Map<number, MemberLicence[]>();
    // iRacing takes a bounded list of ids per call.
    for (let i = 0; i < wanted.length; i += 50) for (const [id, licences] of await this.deps.api.memberLicences(wanted.slice(i, i + 50))) out.set(id, licences);
    return out;
  }
}
