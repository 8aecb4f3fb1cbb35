import type { ServiceIdentifier } from 'inversify';
import type { CreateSponsor } from './application/create-sponsor.use-case.js';
import type { DeleteSponsor } from './application/delete-sponsor.use-case.js';
import type { ListSponsors } from './application/list-sponsors.use-case.js';
import type { UpdateSponsor } from './application/update-sponsor.use-case.js';

const token = <T>(name: string) => Symbol.for(`sponsors.${name}`) as ServiceIdentifier<T>;

/** Sponsors' public face: its use cases. Its repository is in sponsors.private-tokens.ts. */
export const SPONSORS = {
  List: token<ListSponsors>('List'),
  Create: token<CreateSponsor>('Create'),
  Update: token<UpdateSponsor>('Update'),
  Delete: token<DeleteSponsor>('Delete'),
};
