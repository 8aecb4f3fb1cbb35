import { TRACK_RECORD_MSG } from '../../../contracts/track-records.contract.js';
import { mexicoCityDay } from '../../../contracts/formats.js';
import type { AuditObject } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import { ValidationError } from '../../../platform/errors.js';
import type { TrackRecord } from '../domain/track-record.entity.js';
import type { HolderAccount, HolderAccounts } from './ports/sources.port.js';

/** The live account a record names (by id or e-mail address); 400 naming the field when there is none. */
export async function holderOf(accounts: HolderAccounts, user: string): Promise<HolderAccount> {
  const account = await accounts.find(user);
  if (!account) throw new ValidationError(TRACK_RECORD_MSG.userUnknown, { user: TRACK_RECORD_MSG.userUnknown });
  return account;
}

/** A record's day may not be after today in Mexico City. */
export function assertNotFuture(clock: Clock, day: string): void {
  if (day > mexicoCityDay(clock.now())) throw new ValidationError(TRACK_RECORD_MSG.dateInFuture, { recordDate: TRACK_RECORD_MSG.dateInFuture });
}

/** A track record as the audit log names it (docs/adr/0051): its circuit and car. */
export const recordObject = (r: Pick<TrackRecord, 'id' | 'circuit' | 'car'>): AuditObject => ({ tipo: 'record', id: r.id, nombre: `${r.circuit} · ${r.car}` });
