import { expect } from 'chai';
import { singleEventFieldsSchema, toEventDate } from '../../../src/contracts/single-events.contract.js';
import { applyChanges, draftFromFields } from '../../../src/modules/single-events/application/event-fields.js';
import { assertMayLeave, assertMayRegister } from '../../../src/modules/single-events/domain/registration-rules.js';
import { hasPlaceLeft, startInstant, type SingleEvent } from '../../../src/modules/single-events/domain/single-event.entity.js';

const event = (overrides: Partial<SingleEvent> = {}): SingleEvent => ({
  id: 'e1',
  nombre: 'Evento',
  imagenPortada: null,
  fechaInicio: '2026-03-14T00:00:00.000Z',
  horaInicio: '20:00',
  participantesMaximos: 3,
  hasPractice: false,
  practiceDuration: 0,
  hasQualy: false,
  qualyDuration: 0,
  hasRace: true,
  raceDuration: 30,
  incidents: 0,
  detalles: '',
  reglas: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const codeOf = (work: () => void) => {
  try {
    work();
    return null;
  } catch (err) {
    return (err as { code: string }).code;
  }
};

describe('Single events: start instant and sign-up rules', () => {
  it('reads the start time on Mexico City time, the summer offset included when the zone still had one', () => {
    expect(startInstant(event()).toISOString()).to.equal('2026-03-15T02:00:00.000Z');
    expect(startInstant(event({ horaInicio: null })).toISOString()).to.equal('2026-03-14T06:00:00.000Z');
    // Mexico City kept daylight saving time until October 2022 (UTC−5 in summer).
    expect(startInstant(event({ fechaInicio: '2022-07-01T00:00:00.000Z', horaInicio: '12:00' })).toISOString()).to.equal('2022-07-01T17:00:00.000Z');
  });

  it('allows a sign-up before the start, once, while a place is free; no limit means never full', () => {
    const before = new Date('2026-03-15T01:59:59.000Z');
    expect(codeOf(() => assertMayRegister(event(), { now: before, participants: 2, registered: false }))).to.equal(null);
    expect(codeOf(() => assertMayRegister(event(), { now: before, participants: 3, registered: false }))).to.equal('EVENT_FULL');
    expect(codeOf(() => assertMayRegister(event(), { now: before, participants: 0, registered: true }))).to.equal('ALREADY_REGISTERED');
    expect(codeOf(() => assertMayRegister(event(), { now: new Date('2026-03-15T02:00:00.000Z'), participants: 0, registered: false }))).to.equal('EVENT_STARTED');
    expect(hasPlaceLeft(event({ participantesMaximos: null }), 10_000)).to.equal(true);
    expect(codeOf(() => assertMayLeave(event(), { now: before, registered: false }))).to.equal('NOT_REGISTERED');
  });

  it('fills in the defaults on create and keeps unchanged fields on edit', () => {
    const draft = draftFromFields(singleEventFieldsSchema.parse({ nombre: 'A', fechaInicio: '2026-05-01', horaInicio: '10:00' }));
    expect(draft).to.include({ participantesMaximos: 20, raceDuration: 30, incidents: 0, hasRace: true });
    const edited = applyChanges(event({ participantesMaximos: 10 }), singleEventFieldsSchema.parse({ incidents: '' }), 4);
    expect(edited).to.include({ participantesMaximos: 10, incidents: null, nombre: 'Evento' });
    expect(codeOf(() => applyChanges(event(), singleEventFieldsSchema.parse({ participantesMaximos: '1' }), 2))).to.equal('LIMIT_BELOW_PARTICIPANTS');
  });

  it('keeps a calendar day as midnight UTC and refuses impossible days', () => {
    expect(toEventDate('2026-03-14')).to.equal('2026-03-14T00:00:00.000Z');
    expect(toEventDate('2026-03-14T23:30:00.000Z')).to.equal('2026-03-14T00:00:00.000Z');
    expect(toEventDate('2026-02-30')).to.equal(null);
    expect(toEventDate('mañana')).to.equal(null);
  });
});
