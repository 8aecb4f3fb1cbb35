import type { ServiceIdentifier } from 'inversify';
import type { CreateSponsor } from './application/create-sponsor.use-case.js';
import type { DeleteSponsor } from './application/delete-sponsor.use-case.js';
import type { ListSponsors } from './application/list-sponsors.use-case.js';
import type { SponsorRepository } from './application/ports/sponsor.repository.port.js';
import type { UpdateSponsor } from './application/update-sponsor.use-case.js';

const token = <T>(name: string) => Symbol.for(`sponsors.${name}`) as ServiceIdentifier<T>;

export const SPONSORS = {
  Repository: token<SponsorRepository>('Repository'),
  List: token<ListSponsors>('List'),
  Create: token<CreateSponsor>('Create'),
  Update: token<UpdateSponsor>('Update'),
  Delete: token<DeleteSponsor>('Delete'),
};
