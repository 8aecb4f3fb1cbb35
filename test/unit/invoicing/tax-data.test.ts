import { expect } from 'chai';
import {
  CFDI_USES,
  cfdiUseProblem,
  INVOICE_MSG,
  postalCodeProblem,
  regimeProblem,
  regimesFor,
  rfcCheckDigit,
  rfcProblem,
  TAX_REGIMES,
  taxDataSchema,
  taxNameProblem,
  taxpayerKindOf,
  usesFor,
} from '../../../src/contracts/invoicing.contract.js';
import { requestDeadline } from '../../../src/modules/invoicing/domain/invoice-request.entity.js';

/** RFCs printed on real, published documents. */
const PUBLISHED = {
  // Personas morales (12): SAT itself, Teléfonos de México, CFE, and SAT's CFDI 4.0 test taxpayers.
  morales: ['SAT970701NN3', 'TME840315KT6', 'CFE370814QI0', 'EKU9003173C9', 'XIA190128J61', 'IVD920810GU2'],
  // Personas físicas (13): the example of SAT's Anexo 20 guide and SAT's CFDI test taxpayers.
  fisicas: ['GODE561231GR8', 'CACX7605101P8', 'FUNK671228PH6', 'MISC491214B86'],
};

const valid = { rfc: 'GODE561231GR8', razonSocial: 'Eduardo González Díaz', regimenFiscal: '612', usoCfdi: 'G03', codigoPostal: '06600', email: 'eduardo@correo.mx' };
const errorsOf = (input: Record<string, unknown>) => {
  const result = taxDataSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('Tax data for an invoice (RFC, SAT catalogues, código postal)', () => {
  it('takes the RFCs of published documents, morales with 12 characters and físicas with 13', () => {
    for (const rfc of PUBLISHED.morales) {
      expect(rfcProblem(rfc), rfc).to.equal(null);
      expect(taxpayerKindOf(rfc)).to.equal('moral');
    }
    for (const rfc of PUBLISHED.fisicas) {
      expect(rfcProblem(rfc), rfc).to.equal(null);
      expect(taxpayerKindOf(rfc)).to.equal('fisica');
    }
    // As people type them: lower case, spaces and dashes.
    expect(rfcProblem('gode-561231-gr8')).to.equal(null);
    expect(rfcProblem(' SAT 970701 NN3 ')).to.equal(null);
  });

  it('computes the check digit as SAT does, 0 and A included', () => {
    expect(rfcCheckDigit('SAT970701NN3')).to.equal('3');
    expect(rfcCheckDigit('CFE370814QI0')).to.equal('0');
    expect(rfcCheckDigit('GODE561231GR8')).to.equal('8');
    // A check of 10 is written A: changing the homoclave until the sum gives 10 shows it.
    const withA = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C'].map((c) => `GODE561231G${c}`).find((prefix) => rfcCheckDigit(`${prefix}X`) === 'A');
    expect(withA, 'some homoclave checks to A').to.be.a('string');
    expect(rfcProblem(`${withA}A`)).to.equal(null);
  });

  it('refuses a published RFC whose check digit was changed', () => {
    for (const rfc of ['SAT970701NN4', 'TME840315KT5', 'GODE561231GR9', 'CACX7605101P1', 'EKU9003173CA']) expect(rfcProblem(rfc), rfc).to.equal(INVOICE_MSG.rfcCheckDigit);
    // SAT's documentation placeholder is not a real RFC.
    expect(rfcProblem('AAA010101AAA')).to.equal(INVOICE_MSG.rfcCheckDigit);
  });

  it('refuses the generic RFCs of público en general and extranjeros, saying why', () => {
    expect(rfcProblem('XAXX010101000')).to.equal(INVOICE_MSG.rfcGeneric);
    expect(rfcProblem('xexx010101000')).to.equal(INVOICE_MSG.rfcGeneric);
  });

  it('refuses wrong lengths, shapes and dates', () => {
    expect(rfcProblem('')).to.equal(INVOICE_MSG.rfcRequired);
    expect(rfcProblem('GODE561231GR')).to.equal(INVOICE_MSG.rfcPattern); // 12 characters but four letters
    expect(rfcProblem('GODE561231GR88')).to.equal(INVOICE_MSG.rfcLength);
    expect(rfcProblem('SAT97070')).to.equal(INVOICE_MSG.rfcLength);
    expect(rfcProblem('G0DE561231GR8')).to.equal(INVOICE_MSG.rfcPattern);
    expect(rfcProblem('GODE561331GR8')).to.equal(INVOICE_MSG.rfcDate); // month 13
    expect(rfcProblem('GODE560231GR8')).to.equal(INVOICE_MSG.rfcDate); // 31 February
    expect(rfcProblem('GODE560229GR8')).not.to.equal(INVOICE_MSG.rfcDate); // 1956 was a leap year
    expect(rfcProblem('GODE570229GR8')).to.equal(INVOICE_MSG.rfcDate);
  });

  it('keeps the régimenes of c_RegimenFiscal with who may hold each', () => {
    expect(TAX_REGIMES.map((r) => r.clave)).to.include.members(['601', '605', '612', '616', '626']);
    expect(regimesFor('moral').map((r) => r.clave)).to.include('601').and.not.include('605');
    expect(regimesFor('fisica').map((r) => r.clave)).to.include('605').and.not.include('601');
    // Simplificado de Confianza and residents abroad are both.
    expect(regimesFor('moral').map((r) => r.clave)).to.include.members(['626', '610']);
    expect(regimesFor('fisica').map((r) => r.clave)).to.include.members(['626', '610']);
    expect(regimeProblem('605', 'SAT970701NN3')).to.equal(INVOICE_MSG.regimeOnlyPersons('605'));
    expect(regimeProblem('601', 'GODE561231GR8')).to.equal(INVOICE_MSG.regimeOnlyCompanies('601'));
    expect(regimeProblem('999', null)).to.equal(INVOICE_MSG.regimeUnknown);
  });

  it('offers each régimen only the uses of CFDI valid for it, and refuses the others', () => {
    expect(usesFor('605').map((u) => u.clave)).to.deep.equal(['D01', 'D02', 'D03', 'D04', 'D05', 'D06', 'D07', 'D08', 'D09', 'D10', 'S01', 'CP01', 'CN01']);
    expect(usesFor('616').map((u) => u.clave)).to.deep.equal(['S01', 'CP01']);
    expect(usesFor('601').map((u) => u.clave)).to.include.members(['G03', 'S01']).and.not.include('D01');
    expect(usesFor('626', 'moral').map((u) => u.clave)).not.to.include('D01');
    expect(cfdiUseProblem('G03', '605', null)).to.equal(INVOICE_MSG.useNotForRegime('G03', '605'));
    expect(cfdiUseProblem('D01', '601', null)).to.equal(INVOICE_MSG.useNotForRegime('D01', '601'));
    expect(cfdiUseProblem('G03', '612', 'GODE561231GR8')).to.equal(null);
    expect(cfdiUseProblem('ZZ9', '612', null)).to.equal(INVOICE_MSG.useUnknown);
    // Every use names only régimenes of the catalogue.
    for (const u of CFDI_USES) for (const r of u.regimenes) expect(TAX_REGIMES.some((x) => x.clave === r), `${u.clave} ${r}`).to.equal(true);
  });

  it('asks for a código postal of five digits', () => {
    expect(postalCodeProblem('06600')).to.equal(null);
    expect(postalCodeProblem('64000')).to.equal(null);
    for (const cp of ['6600', '066000', 'O6600', '00123']) expect(postalCodeProblem(cp), cp).to.equal(INVOICE_MSG.postalCodeInvalid);
    expect(postalCodeProblem(' ')).to.equal(INVOICE_MSG.postalCodeRequired);
  });

  it('takes the name as on the certificate, and a razón social without its type of company', () => {
    expect(taxNameProblem('Eduardo González Díaz', 'GODE561231GR8')).to.equal(null);
    expect(taxNameProblem('SERVICIO DE ADMINISTRACION TRIBUTARIA', 'SAT970701NN3')).to.equal(null);
    expect(taxNameProblem('TELEFONOS DE MEXICO, S.A.B. DE C.V.', 'TME840315KT6')).to.equal(INVOICE_MSG.nameCompanyType);
    expect(taxNameProblem('ESCUELA KEMPER URGATE SA DE CV', 'EKU9003173C9')).to.equal(INVOICE_MSG.nameCompanyType);
    expect(taxNameProblem('Nombre <script>', null)).to.equal(INVOICE_MSG.nameCharacters);
    expect(taxNameProblem('  ', null)).to.equal(INVOICE_MSG.nameRequired);
  });

  it('the shared schema answers each field with its Spanish message, and normalises what it takes', () => {
    const parsed = taxDataSchema.parse({ ...valid, rfc: 'gode 561231 gr8', usoCfdi: 'g03' });
    expect(parsed).to.include({ rfc: 'GODE561231GR8', razonSocial: 'EDUARDO GONZÁLEZ DÍAZ', usoCfdi: 'G03' });
    expect(errorsOf({ ...valid, rfc: 'XAXX010101000' })).to.deep.equal({ rfc: INVOICE_MSG.rfcGeneric });
    expect(errorsOf({ ...valid, regimenFiscal: '601' })).to.deep.equal({ regimenFiscal: INVOICE_MSG.regimeOnlyCompanies('601') });
    expect(errorsOf({ ...valid, regimenFiscal: '605' })).to.deep.equal({ usoCfdi: INVOICE_MSG.useNotForRegime('G03', '605') });
    expect(errorsOf({ ...valid, codigoPostal: '1234', email: 'no-es-correo' })).to.deep.equal({ codigoPostal: INVOICE_MSG.postalCodeInvalid, email: INVOICE_MSG.emailInvalid });
    expect(Object.keys(errorsOf({}))).to.have.members(['rfc', 'razonSocial', 'regimenFiscal', 'usoCfdi', 'codigoPostal', 'email']);
  });
});

describe('The month a payment can be invoiced in (Mexico City)', () => {
  it('ends at midnight of the next month’s first day in Mexico City, across a year’s end too', () => {
    // 31 March 23:30 in Mexico City is 1 April in UTC: still March's.
    expect(requestDeadline('2026-04-01T05:30:00.000Z').toISOString()).to.equal('2026-04-01T06:00:00.000Z');
    // 1 April 00:30 in Mexico City: April's.
    expect(requestDeadline('2026-04-01T06:30:00.000Z').toISOString()).to.equal('2026-05-01T06:00:00.000Z');
    expect(requestDeadline('2026-12-31T23:00:00.000Z').toISOString()).to.equal('2027-01-01T06:00:00.000Z');
    expect(requestDeadline('2027-01-01T05:59:59.000Z').toISOString()).to.equal('2027-01-01T06:00:00.000Z');
  });
});
