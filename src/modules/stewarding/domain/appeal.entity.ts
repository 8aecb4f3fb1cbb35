import type { VotedPenalty } from './penalty.js';

/** pendiente → confirmada (upheld), reducida (a milder penalty) or anulada (the penalty lifted), once. */
export type AppealState = 'pendiente' | 'confirmada' | 'reducida' | 'anulada';

/** A driver's one appeal of a decided report, with its reason and new evidence. */
export interface Appeal {
  id: string;
  reportId: string;
  userId: string;
  motivo: string;
  capturas: string[];
  videos: string[];
  estado: AppealState;
  explicacion: string | null;
  /** The report's penalty before the appeal's outcome changed it (null: none, or not decided yet). */
  sancionAnterior: VotedPenalty | null;
  decididoPor: string | null;
  decididoAt: string | null;
  createdAt: string;
}
