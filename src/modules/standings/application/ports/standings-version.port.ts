/**
 * Port: the version of everything standings are computed from (results, penalties, configurations,
 * races, users' iRacing ids and names), stored in the database and changed by any write to them, so
 * every app server can tell whether an answer it keeps is still good.
 */
export interface StandingsVersion {
  current(): Promise<string>;
}
