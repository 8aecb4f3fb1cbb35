import type { IracingApi, IracingMember, MemberLicence } from './ports/iracing-api.port.js';
import type { SeasonSession } from '../domain/season-matching.js';
import { turnedOff } from '../domain/iracing.errors.js';

/** Port filled by the composition root (privacy's processors): whether the league uses iRacing. */
export interface IracingSwitch {
  iracingOn(): Promise<boolean>;
}

/**
 * iRacing's data API as every use case sees it: each call asks first whether the league uses iRacing
 * and is refused while it does not, so no id, session or sign-in reaches iRacing (a sync, an import,
 * a lap chart, a connection test, a licence gate).
 */
export class SwitchedIracingApi implements IracingApi {
  constructor(
    private readonly inner: IracingApi,
    private readonly iracing: IracingSwitch,
  ) {}

  private async assertOn(): Promise<void> {
    if (!(await this.iracing.iracingOn())) throw turnedOff();
  }

  async member(): Promise<IracingMember> {
    await this.assertOn();
    return this.inner.member();
  }
  async subsessionResult(subsessionId: number): Promise<string> {
    await this.assertOn();
    return this.inner.subsessionResult(subsessionId);
  }
  async lapChart(subsessionId: number): Promise<unknown[]> {
    await this.assertOn();
    return this.inner.lapChart(subsessionId);
  }
  async memberLicences(custIds: readonly number[]): Promise<Map<number, MemberLicence[]>> {
    await this.assertOn();
    return this.inner.memberLicences(custIds);
  }
  async leagueSeasons(ligaId: number): Promise<Array<{ id: number; nombre: string; activa: boolean }>> {
    await this.assertOn();
    return this.inner.leagueSeasons(ligaId);
  }
  async seasonSessions(ligaId: number, temporadaId: number): Promise<SeasonSession[]> {
    await this.assertOn();
    return this.inner.seasonSessions(ligaId, temporadaId);
  }
}
