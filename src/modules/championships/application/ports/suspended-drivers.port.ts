/**
 * Port: the drivers suspended from a race of the championship by licence points (issue #33), shown on
 * their entry. Filled by the composition root with STEWARDING.Suspensions (docs/adr/0029).
 */
export interface SuspendedDrivers {
  suspendedIn(campeonatoId: string): Promise<Array<{ carreraId: string; userId: string }>>;
}
