import type { ServiceIdentifier } from 'inversify';
import type { AccountRelease } from '../identity/index.js';
import type { CreateSingleEvent } from './application/create-single-event.use-case.js';
import type { EventDigest } from './application/event-digest.js';
import type { EventSchedule } from './application/event-schedule.js';
import type { DeleteSingleEvent } from './application/delete-single-event.use-case.js';
import type { GetSingleEvent } from './application/get-single-event.use-case.js';
import type { ListSingleEvents } from './application/list-single-events.use-case.js';
import type { ParticipantDirectory } from './application/ports/participant-directory.port.js';
import type { RegisterForSingleEvent } from './application/register-for-single-event.use-case.js';
import type { UnregisterFromSingleEvent } from './application/unregister-from-single-event.use-case.js';
import type { UpdateSingleEvent } from './application/update-single-event.use-case.js';
import type { MailDirectory } from './application/ports/mail-directory.port.js';
import type { EventWaitlistJob } from './application/event-waitlist.job.js';
import type { JoinEventWaitlist } from './application/join-event-waitlist.use-case.js';
import type { LeaveEventWaitlist } from './application/leave-event-waitlist.use-case.js';
import type { ListMyEventWaitlists } from './application/list-my-event-waitlists.use-case.js';

const token = <T>(name: string) => Symbol.for(`single-events.${name}`) as ServiceIdentifier<T>;

/**
 * Single events' public face: its use cases, what it offers identity (AccountRelease) and the port it
 * needs filled, which only the composition root (src/container.ts) binds. Its repository is in
 * single-events.private-tokens.ts.
 */
export const SINGLE_EVENTS = {
  /** Port filled by the composition root: who signed-up users are (identity's driver directory). */
  Participants: token<ParticipantDirectory>('Participants'),
  /** Offered: frees an account's places in events still to come (identity's AccountRelease port). */
  AccountRelease: token<AccountRelease>('AccountRelease'),
  /** Offered: events with their sessions and last change, for the calendar feeds. */
  EventSchedule: token<EventSchedule>('EventSchedule'),
  /** Offered: events created since an instant, and events of some days with who signed up (notifications). */
  Digest: token<EventDigest>('Digest'),
  List: token<ListSingleEvents>('List'),
  Get: token<GetSingleEvent>('Get'),
  Create: token<CreateSingleEvent>('Create'),
  Update: token<UpdateSingleEvent>('Update'),
  Delete: token<DeleteSingleEvent>('Delete'),
  Register: token<RegisterForSingleEvent>('Register'),
  Unregister: token<UnregisterFromSingleEvent>('Unregister'),
  // The waiting list of a full event (docs/adr/0028).
  /** Port filled by the composition root: drivers' e-mail addresses for offers (identity's DriverCards). */
  Mailboxes: token<MailDirectory>('Mailboxes'),
  /** Offered: the scheduler's job that moves lapsed offers on. */
  WaitlistJob: token<EventWaitlistJob>('WaitlistJob'),
  JoinWaitlist: token<JoinEventWaitlist>('JoinWaitlist'),
  LeaveWaitlist: token<LeaveEventWaitlist>('LeaveWaitlist'),
  ListMyWaitlists: token<ListMyEventWaitlists>('ListMyWaitlists'),
};
