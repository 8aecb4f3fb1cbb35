import { expect } from 'chai';
import type { z } from 'zod';
import '../../../src/contracts/spanish-validation.js';
import { createChampionshipSchema, createRaceSchema, updateChampionshipSchema, updateRaceSchema } from '../../../src/contracts/championships.contract.js';
import { contactRequestSchema } from '../../../src/contracts/contact.contract.js';
import { entryDetailsSchema } from '../../../src/contracts/entries.contract.js';
import { fuelRequestSchema } from '../../../src/contracts/fuel.contract.js';
import { registerFormSchema, registerRequestSchema, updateUserRequestSchema } from '../../../src/contracts/identity.contract.js';
import { taxDataSchema } from '../../../src/contracts/invoicing.contract.js';
import { ONE_LINE_MSG } from '../../../src/contracts/one-line-names.js';
import { createSeriesSchema, updateSeriesSchema } from '../../../src/contracts/seasons.contract.js';
import { singleEventFieldsSchema, singleEventFormSchema } from '../../../src/contracts/single-events.contract.js';
import { createSponsorSchema, updateSponsorSchema } from '../../../src/contracts/sponsors.contract.js';
import { standingsConfigSchema } from '../../../src/contracts/standings-config.contract.js';
import { panelSettingsSchema } from '../../../src/contracts/stewarding.contract.js';
import { createTrackRecordSchema, updateTrackRecordSchema } from '../../../src/contracts/track-records.contract.js';

/** Every schema that takes a name, with the path of each name field (the body holds only that field, set to `value`). */
const NAME_FIELDS: Array<[string, z.ZodType, ReadonlyArray<string | number>]> = [
  ['campeonato (crear)', createChampionshipSchema, ['nombreCampeonato']],
  ['campeonato (crear)', createChampionshipSchema, ['categoria']],
  ['campeonato (editar)', updateChampionshipSchema, ['nombreCampeonato']],
  ['campeonato (editar)', updateChampionshipSchema, ['categoria']],
  ['carrera (crear)', createRaceSchema, ['circuito']],
  ['carrera (editar)', updateRaceSchema, ['circuito']],
  ['evento único', singleEventFieldsSchema, ['nombre']],
  ['evento único (formulario)', singleEventFormSchema, ['nombre']],
  ['registro', registerRequestSchema, ['nombre']],
  ['registro', registerRequestSchema, ['apellido']],
  ['registro (formulario)', registerFormSchema, ['nombre']],
  ['usuario (editar)', updateUserRequestSchema, ['nombre']],
  ['usuario (editar)', updateUserRequestSchema, ['apellido']],
  ['serie (crear)', createSeriesSchema, ['nombre']],
  ['serie (crear)', createSeriesSchema, ['categoria']],
  ['serie (editar)', updateSeriesSchema, ['nombre']],
  ['patrocinador (crear)', createSponsorSchema, ['nombre']],
  ['patrocinador (editar)', updateSponsorSchema, ['nombre']],
  ['inscripción', entryDetailsSchema, ['equipo']],
  ['contacto', contactRequestSchema, ['name']],
  ['datos fiscales', taxDataSchema, ['razonSocial']],
  ['combustible', fuelRequestSchema, ['circuitName']],
  ['combustible', fuelRequestSchema, ['carModel']],
  ['récord', createTrackRecordSchema, ['circuit']],
  ['récord', createTrackRecordSchema, ['car']],
  ['récord (editar)', updateTrackRecordSchema, ['circuit']],
  ['comisarios', panelSettingsSchema, ['categorias', 0, 'nombre']],
  ['reglamento', standingsConfigSchema, ['grupos', 0, 'nombre']],
  ['reglamento', standingsConfigSchema, ['tiposPuntuacion', 0, 'nombre']],
];

const bodyAt = (path: ReadonlyArray<string | number>, value: string): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  return typeof head === 'number' ? [bodyAt(rest, value)] : { ...(head === 'grupos' || head === 'tiposPuntuacion' ? { version: 2 } : {}), [head]: bodyAt(rest, value) };
};

const issuesAt = (schema: z.ZodType, path: ReadonlyArray<string | number>, value: string) =>
  (schema.safeParse(bodyAt(path, value)).error?.issues ?? []).filter((i) => i.path.join('.') === path.join('.')).map((i) => i.message);

describe('Names are one line in every contract (forms, HTTP and CLI share them)', () => {
  const injected = ['Copa\r\nATTENDEE:mailto:victima@example.com', 'Copa\nDos', 'Copa\rDos', 'Copa\tDos', 'Copa\u0000Dos', 'Copa\u001bDos', 'Copa\u0085Dos', 'Copa\u2028Dos'];

  for (const [form, schema, path] of NAME_FIELDS) {
    it(`${form}: «${path.join('.')}» refuses a line break or control character in Spanish, and takes a plain name`, () => {
      for (const value of injected) {
        const messages = issuesAt(schema, path, value);
        expect(messages, JSON.stringify(value)).to.have.length.greaterThan(0);
        expect(messages.some((m) => m.includes('no puede llevar saltos de línea') || m === ONE_LINE_MSG), `${JSON.stringify(value)}: ${messages.join(' | ')}`).to.equal(true);
      }
      expect(issuesAt(schema, path, 'Copa Volcán GT3 «Ñandú» — 2026'), 'a plain name').to.deep.equal([]);
    });
  }

  it('trims a name\'s surrounding line breaks as before, refusing only those inside it', () => {
    expect(createChampionshipSchema.safeParse({ nombreCampeonato: '  Copa\r\n' }).error?.issues.filter((i) => i.path[0] === 'nombreCampeonato')).to.deep.equal([]);
  });
});
