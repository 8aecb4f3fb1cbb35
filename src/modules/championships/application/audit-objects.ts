import type { AuditObject } from '../../../platform/audit/audit-trail.port.js';
import type { Championship, Race } from '../domain/championship.entity.js';

/** A championship as the audit log names it (docs/adr/0051): its id and its name. */
export const championshipObject = (c: Pick<Championship, 'id' | 'nombreCampeonato'>): AuditObject => ({ tipo: 'campeonato', id: c.id, nombre: c.nombreCampeonato });

/** A race as the audit log names it: its id and its circuit and day. */
export const raceObject = (r: Pick<Race, 'id' | 'circuito' | 'fechaInicio'>): AuditObject => ({ tipo: 'carrera', id: r.id, nombre: `${r.circuito} ${String(r.fechaInicio).slice(0, 10)}` });
