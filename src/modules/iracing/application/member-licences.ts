import type { IracingApi, MemberLicence } from './ports/iracing-api.port.js';

/**
 * Offered to other modules (IRACING.MemberLicences, docs/adr/0037): drivers' licences as iRacing says
 * them now, where the iRacing connection is configured. Answers null without one; iRacing's errors
 * (maintenance, refused credentials, unreachable) are thrown for the caller to fall back.
 */
export class MemberLicences {
  constructor(private readonly deps: { api: Pick<IracingApi, 'memberLicences'>; configured: () => Promise<boolean> }) {}

  async of(custIds: readonly number[]): Promise<Map<number, MemberLicence[]> | null> {
    const wanted = [...new Set(custIds.filter((id) => Number.isSafeInteger(id) && id > 0))];
    if (wanted.length === 0 || !(await this.deps.configured())) return null;
    const out = new Map<number, MemberLicence[]>();
    // iRacing takes a bounded list of ids per call.
    for (let i = 0; i < wanted.length; i += 50) for (const [id, licences] of await this.deps.api.memberLicences(wanted.slice(i, i + 50))) out.set(id, licences);
    return out;
  }
}
