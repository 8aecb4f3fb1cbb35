/** Port: the championship races an imported event may be linked to (`carreraId`); the composition root fills it with championships' RaceLookup. */
export interface RaceDirectory {
  exists(carreraId: string): Promise<boolean>;
}
