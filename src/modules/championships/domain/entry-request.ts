/** A driver's request to enter a championship that requires approval (issue #30). It holds no place. */
export interface EntryRequest {
  id: string;
  campeonatoId: string;
  userId: string;
  estado: EntryRequestState;
  /** The admin's reason when rejected, mailed to the driver. */
  motivo: string | null;
  createdAt: string;
  decididaEn: string | null;
  decididaPor: string | null;
}

export type EntryRequestState = 'pendiente' | 'aprobada' | 'rechazada';
