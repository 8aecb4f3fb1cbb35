import { reminderPreferenceSchema } from '../../../contracts/notifications.contract.js';
import type { ReminderPreferenceView } from '../../../contracts/notifications.views.js';
import type { Clock } from '../../../platform/clock.js';
import { UnauthenticatedError } from '../../../platform/errors.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertMayAct, type Actor } from '../../identity/index.js';
import type { ReminderPreferences } from './ports/reminders.port.js';

/** The signed-in driver's choice about race reminders (on until turned off). */
export class GetReminderPreference {
  constructor(private readonly deps: { preferences: ReminderPreferences }) {}

  async execute(actor: Actor | undefined): Promise<ReminderPreferenceView> {
    if (!actor) throw new UnauthenticatedError();
    return { recordatoriosCarreras: await this.deps.preferences.get(actor.id) };
  }
}

/** Turns the signed-in driver's race reminders on or off. */
export class SetReminderPreference {
  constructor(private readonly deps: { preferences: ReminderPreferences; clock: Clock }) {}

  async execute(actor: Actor | undefined, input: unknown): Promise<ReminderPreferenceView> {
    if (!actor) throw new UnauthenticatedError();
    assertMayAct(actor);
    const { recordatoriosCarreras } = parseOrThrow(reminderPreferenceSchema, input);
    await this.deps.preferences.set(actor.id, recordatoriosCarreras, this.deps.clock.now());
    return { recordatoriosCarreras };
  }
}
