import { ARCO_ANSWER_BUSINESS_DAYS, ARCO_NEAR_DEADLINE_BUSINESS_DAYS, type ArcoRequestView } from '../../../contracts/data-rights.contract.js';
import { mexicoCityDay } from '../../../contracts/formats.js';
import { endOfBusinessDaysAfter, nextMexicanBusinessDay } from '../../payments/index.js';

/**
 * The legal deadline to answer an ARCO request: the end (23:59:59 Mexico City) of the 20th business
 * day after the day it arrived, business days being Mexico City's weekdays without the official
 * holidays the payments module keeps (one list for every legal deadline of the site).
 */
export function arcoDeadline(receivedAt: Date): Date {
  return endOfBusinessDaysAfter(receivedAt, ARCO_ANSWER_BUSINESS_DAYS);
}

/** Business days from `now`'s Mexico City day (excluded) to the deadline's day (included); 0 on the day itself, negative once past. */
export function businessDaysLeft(now: Date, deadline: Date): number {
  const today = mexicoCityDay(now);
  const last = mexicoCityDay(deadline);
  if (now.getTime() > deadline.getTime()) {
    let n = 0;
    for (let day = last; day < today; day = nextMexicanBusinessDay(day)) n -= 1;
    return Math.min(n, -1);
  }
  let n = 0;
  for (let day = today; day < last; day = nextMexicanBusinessDay(day)) n += 1;
  return n;
}

/** Where an open request stands against its deadline; null once answered. */
export function deadlineState(now: Date, deadline: Date, answered: boolean): ArcoRequestView['plazo'] {
  if (answered) return null;
  if (now.getTime() > deadline.getTime()) return 'vencida';
  return businessDaysLeft(now, deadline) <= ARCO_NEAR_DEADLINE_BUSINESS_DAYS ? 'por-vencer' : 'a-tiempo';
}


