/** Port: the championship races an imported event may be linked to (`carreraId`). */
export interface RaceDirectory {
  exists(carreraId: string): Promise<boolean>;
}
