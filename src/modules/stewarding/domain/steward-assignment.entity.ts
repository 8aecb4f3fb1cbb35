/** A steward ('comisario') assigned to a championship: he sees and judges its reports, except those about him. */
export interface StewardAssignment {
  campeonatoId: string;
  userId: string;
  asignadoPor: string;
  createdAt: string;
}
