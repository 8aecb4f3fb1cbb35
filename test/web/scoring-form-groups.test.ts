import { expect } from 'chai';
import { standingsConfigSchema } from '../../src/contracts/standings-config.contract.js';
import { NO_GROUP, toDocument, toForm } from '../../web/src/features/admin-championships/components/scoring/scoring-form.js';

describe('The scoring editor’s form: a listed driver in no group, penalties within the class', () => {
  it('holds a driver without a group as «Ninguno» and gives the document back with grupo null, the group’s option kept', () => {
    const config = standingsConfigSchema.parse({
      tiposPuntuacion: [{ nombre: 'Carrera', eventos: [{ nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [10] }] }],
      agrupacion: 'grupos',
      grupos: [{ nombre: 'Oro', posicionesGenerales: true, sancionesSoloEnSuClase: true }],
      pilotos: [{ custId: 7, nombre: 'Invitado', grupo: null, cambios: [{ desdeRonda: 2, grupo: 'Oro' }] }],
      formato: { porDefecto: ['Carrera'] },
    });
    const form = toForm(config);
    expect(form.pilotos[0]!.grupo).to.equal(NO_GROUP);
    expect(standingsConfigSchema.parse(toDocument(form))).to.deep.equal(config);
  });
});
