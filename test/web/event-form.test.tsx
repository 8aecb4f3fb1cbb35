import { render } from '@testing-library/react';
import { EMPTY_SINGLE_EVENT_FORM, singleEventFormSchema } from '../../src/contracts/single-events.contract.js';
import { EventForm } from '../../web/src/features/single-events/components/event-form.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { itShowsEverySchemaError } from './schema-form-checks.js';

describe('The single event form (component)', () => {
  useDom();
  useRequestsStub();
  let saved = 0;

  itShowsEverySchemaError('the single event form', {
    schema: singleEventFormSchema,
    open: () =>
      void render(
        <EventForm
          initial={EMPTY_SINGLE_EVENT_FORM}
          onSubmit={async () => void (saved += 1)}
          failureText="No se pudo guardar el evento"
          submitText="Crear evento"
          busyText="Creando..."
          cancel={null}
        />,
      ),
    fields: {
      nombre: 'Nombre del evento',
      fechaInicio: 'Fecha',
      horaInicio: 'Hora de inicio',
      sinLimite: 'Sin límite de participantes',
      participantesMaximos: 'Participantes máximos',
      incidents: 'Incidentes máximos',
      hasPractice: 'Incluir práctica',
      practiceDuration: 'Duración de la práctica (minutos)',
      hasQualy: 'Incluir clasificación',
      qualyDuration: 'Duración de la clasificación (minutos)',
      hasRace: 'Incluir carrera',
      raceDuration: 'Duración de la carrera (minutos)',
      detalles: 'Detalles',
      reglas: 'Reglas',
    },
    valid: { nombre: 'Carrera de Navidad', fechaInicio: '2026-12-20', horaInicio: '20:00' },
    when: { practiceDuration: { hasPractice: 'true' }, qualyDuration: { hasQualy: 'true' } },
    toInput: (v) => ({ ...EMPTY_SINGLE_EVENT_FORM, ...v }),
    requests: () => Array.from({ length: saved }),
  });
});
