import type { SeasonSession } from '../../domain/season-matching.js';

/** The iRacing account the credentials belong to. */
export interface IracingMember {
  custId: number;
  displayName: string;
}

/** One licence of a member as `/data/member/get?include_licenses=true` answers it. */
export interface MemberLicence {
  /** iRacing's category name: 'oval', 'sports_car', 'formula_car', 'dirt_oval', 'dirt_road' (and 'road' before 2024). */
  category: string;
  /** 1–4 R … 21+ Pro. */
  licenseLevel: number | null;
  irating: number | null;
}

/**
 * Port: iRacing's data API (https://members-ng.iracing.com/data), signed in with the league's OAuth
 * client. Every call throws the module's errors (iracing.errors.ts): credentials rejected, maintenance,
 * unreachable, rate limited, or an unknown subsession.
 */
export interface IracingApi {
  /** `/data/member/info`: who the credentials sign in as. */
  member(): Promise<IracingMember>;
  /** `/data/results/get?subsession_id=N&include_licenses=true`: the text of the same JSON the importer reads from a file. */
  subsessionResult(subsessionId: number): Promise<string>;
  /** `/data/results/lap_chart_data?subsession_id=N&simsession_number=0`: every chunk's rows, joined in order. */
  lapChart(subsessionId: number): Promise<unknown[]>;
  /** `/data/member/get?cust_ids=…&include_licenses=true`: each member's licences, by customer id (unknown ids left out). */
  memberLicences(custIds: readonly number[]): Promise<Map<number, MemberLicence[]>>;
  /** `/data/league/seasons?league_id=L`. */
  leagueSeasons(ligaId: number): Promise<Array<{ id: number; nombre: string; activa: boolean }>>;
  /** `/data/league/season_sessions?league_id=L&season_id=S&results_only=true`. */
  seasonSessions(ligaId: number, temporadaId: number): Promise<SeasonSession[]>;
}
