import type { Enrol, Unenrol } from '../../../championships/index.js';

/** Ports: championships' enrolment rule and its release, which fulfilment runs inside its own transaction. */
export interface EnrolmentPorts {
  enrol: Pick<Enrol, 'execute' | 'checkPlace'>;
  unenrol: Pick<Unenrol, 'execute'>;
}
