import type { ServiceIdentifier } from 'inversify';
import type { ChampionshipRepository } from './application/ports/championship.repository.port.js';
import type { EnrolmentRepository } from './application/ports/enrolment.repository.port.js';
import type { RaceRepository } from './application/ports/race.repository.port.js';
import type { WaitlistRepository } from './application/ports/waitlist.repository.port.js';
import type { OfferFreedPlaces } from './application/offer-freed-places.js';
import type { CarNumberRepository } from './application/ports/car-number.repository.port.js';
import type { SignOutRepository } from './application/ports/sign-out.repository.port.js';
import type { TeamRepository } from './application/ports/team.repository.port.js';
import type { GateExemptionRepository } from './application/ports/gate-exemption.repository.port.js';
import type { EntryGates } from './application/entry-gates.js';
import type { GateExemptionRequestRepository } from './application/ports/gate-exemption-request.repository.port.js';
import type { EntryRequestRepository } from './application/ports/entry-request.repository.port.js';

const token = <T>(name: string) => Symbol.for(`championships.${name}`) as ServiceIdentifier<T>;

/** Championships' insides: bound and read only within this module (never exported from index.ts). */
export const CHAMPIONSHIPS_PRIVATE = {
  Championships: token<ChampionshipRepository>('Championships'),
  Races: token<RaceRepository>('Races'),
  Enrolments: token<EnrolmentRepository>('Enrolments'),
  Waitlist: token<WaitlistRepository>('Waitlist'),
  Offers: token<OfferFreedPlaces>('Offers'),
  Requests: token<EntryRequestRepository>('Requests'),
  CarNumbers: token<CarNumberRepository>('CarNumbers'),
  Teams: token<TeamRepository>('Teams'),
  SignOuts: token<SignOutRepository>('SignOuts'),
  GateExemptions: token<GateExemptionRepository>('GateExemptionRepository'),
  Gates: token<EntryGates>('Gates'),
  GateExemptionRequests: token<GateExemptionRequestRepository>('GateExemptionRequestRepository'),
};
