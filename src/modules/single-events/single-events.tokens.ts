import type { ServiceIdentifier } from 'inversify';
import type { CreateSingleEvent } from './application/create-single-event.use-case.js';
import type { DeleteSingleEvent } from './application/delete-single-event.use-case.js';
import type { GetSingleEvent } from './application/get-single-event.use-case.js';
import type { ListSingleEvents } from './application/list-single-events.use-case.js';
import type { ParticipantDirectory } from './application/ports/participant-directory.port.js';
import type { SingleEventRepository } from './application/ports/single-event.repository.port.js';
import type { RegisterForSingleEvent } from './application/register-for-single-event.use-case.js';
import type { UnregisterFromSingleEvent } from './application/unregister-from-single-event.use-case.js';
import type { UpdateSingleEvent } from './application/update-single-event.use-case.js';

const token = <T>(name: string) => Symbol.for(`single-events.${name}`) as ServiceIdentifier<T>;

export const SINGLE_EVENTS = {
  Events: token<SingleEventRepository>('Events'),
  Participants: token<ParticipantDirectory>('Participants'),
  List: token<ListSingleEvents>('List'),
  Get: token<GetSingleEvent>('Get'),
  Create: token<CreateSingleEvent>('Create'),
  Update: token<UpdateSingleEvent>('Update'),
  Delete: token<DeleteSingleEvent>('Delete'),
  Register: token<RegisterForSingleEvent>('Register'),
  Unregister: token<UnregisterFromSingleEvent>('Unregister'),
};
