import { render } from '@testing-library/react';
import { createRaceSchema, updateRaceSchema } from '../../src/contracts/championships.contract.js';
import type { RaceView } from '../../src/contracts/championships.views.js';
import { RaceForm, raceValues } from '../../web/src/features/admin-championships/components/race-form.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { byPaths, itShowsEverySchemaError } from './schema-form-checks.js';

const FIELDS = {
  circuito: 'Circuito',
  fechaInicio: 'Fecha',
  horaInicio: 'Hora de inicio',
  clima: 'Clima',
  incidents: 'Incidentes máximos',
  hasPractice: 'Práctica',
  practiceDuration: 'Duración de la práctica',
  hasQualy: 'Clasificación',
  qualyDuration: 'Duración de la clasificación',
  hasRace: 'Carrera',
  raceDuration: 'Duración de la carrera',
  'videos.0': 'Enlace del video 1',
};

const race = {
  id: 'k1',
  campeonato: 'c1',
  circuito: 'Autódromo Hermanos Rodríguez',
  fechaInicio: '2026-12-20',
  horaInicio: '20:00',
  hasPractice: false,
  practiceDuration: 0,
  hasQualy: false,
  qualyDuration: 0,
  hasRace: true,
  raceDuration: 30,
  incidents: 17,
  clima: 'Soleado',
  estado: 'pendiente',
  videos: [],
  imgCircuito: null,
} as unknown as RaceView;

describe('The race form, creating and editing (component)', () => {
  useDom();
  const requests = useRequestsStub();
  // The championship picker's answer: one championship, whatever is typed.
  beforeEach(() => {
    requests.answer = () => ({ status: 200, body: { data: [{ id: 'c1', nombreCampeonato: 'Copa Fórmula', categoria: 'Fórmulas', fechaInicio: '2026-12-01T00:00:00.000Z' }] } });
  });
  let saved = 0;
  const form = (initial?: RaceView) => (
    <RaceForm
      initial={initial}
      pickChampionship={!initial}
      submitText="Guardar"
      busyText="Guardando..."
      onSubmit={async () => void (saved += 1)}
      onFailure={() => undefined}
    />
  );

  itShowsEverySchemaError('the new race form', {
    schema: createRaceSchema,
    open: () => void render(form()),
    fields: { campeonato: 'Campeonato', ...FIELDS },
    notInForm: { estado: 'a new race starts pending; its state is edited afterwards' },
    valid: { campeonato: 'Copa Fórmula', circuito: 'Autódromo Hermanos Rodríguez', fechaInicio: '2026-12-20', clima: 'Soleado' },
    when: { practiceDuration: { hasPractice: 'true' }, qualyDuration: { hasQualy: 'true' } },
    toInput: (v) => ({ ...raceValues(undefined, ''), ...byPaths(v), campeonato: v.campeonato === 'Copa Fórmula' ? 'c1' : '' }),
    requests: () => Array.from({ length: saved }),
  });

  itShowsEverySchemaError('the race edit form', {
    schema: updateRaceSchema,
    open: () => void render(form(race)),
    fields: { ...FIELDS, estado: 'Estado' },
    valid: {},
    when: { practiceDuration: { hasPractice: 'true' }, qualyDuration: { hasQualy: 'true' } },
    toInput: (v) => ({ ...raceValues(race), ...byPaths(v) }),
    requests: () => Array.from({ length: saved }),
  });
});
