import { PUSH_KINDS, type PushKind } from '../../../contracts/push.contract.js';

/** Every kind on, except those the device turned off. */
export function switchesOf(apagados: readonly PushKind[]): Record<PushKind, boolean> {
  return Object.fromEntries(PUSH_KINDS.map((k) => [k, !apagados.includes(k)])) as Record<PushKind, boolean>;
}
