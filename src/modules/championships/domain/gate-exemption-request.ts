/**
 * A driver's request to be let through a championship's licence and iRating gate when the site does
 * not know his figure (docs/adr/0037, addendum). At most one is open per driver and championship;
 * granting it records the exemption itself.
 */
export interface GateExemptionRequest {
  id: string;
  campeonatoId: string;
  userId: string;
  estado: GateExemptionRequestState;
  /** The admin's reason when declined, mailed to the driver. */
  motivo: string | null;
  createdAt: string;
  respondidaEn: string | null;
  respondidaPor: string | null;
}

export type GateExemptionRequestState = 'pendiente' | 'concedida' | 'rechazada';
