import type { BroadcastPanel, BroadcastStateView } from '../../../contracts/broadcast.messages.js';

/** A championship's broadcast state as it is stored (docs/adr/0059). */
export interface BroadcastStateRecord {
  campeonatoId: string;
  piloto: string | null;
  oculto: BroadcastPanel[];
  clase: string | null;
  updatedAt: string;
}

/** The state before anyone changed it: nobody on the lower third, every panel in the frame, each overlay's own class. */
export const untouchedState = (campeonatoId: string): BroadcastStateView => ({ campeonatoId, piloto: null, oculto: [], clase: null });

export const stateView = (record: BroadcastStateRecord): BroadcastStateView => ({ campeonatoId: record.campeonatoId, piloto: record.piloto, oculto: [...record.oculto], clase: record.clase });
