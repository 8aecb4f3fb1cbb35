/**
 * Invoices (CFDI 'factura') of entry fees: the texts, the SAT catalogues as data and the plain rules
 * of a driver's tax data (RFC, régimen fiscal, uso de CFDI, código postal), free of zod so the form and
 * the server refuse with the same words. Catalogues as SAT publishes them for CFDI 4.0
 * (catCFDI: c_RegimenFiscal and c_UsoCFDI with its 'Régimen Fiscal Receptor' column).
 */

/** Whether a taxpayer is a person (13-character RFC) or a company (12). */
export type TaxpayerKind = 'fisica' | 'moral';

export interface TaxRegime {
  clave: string;
  descripcion: string;
  fisica: boolean;
  moral: boolean;
}

/** c_RegimenFiscal: each régimen with whether it applies to personas físicas and morales. */
export const TAX_REGIMES: readonly TaxRegime[] = [
  { clave: '601', descripcion: 'General de Ley Personas Morales', fisica: false, moral: true },
  { clave: '603', descripcion: 'Personas Morales con Fines no Lucrativos', fisica: false, moral: true },
  { clave: '605', descripcion: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', fisica: true, moral: false },
  { clave: '606', descripcion: 'Arrendamiento', fisica: true, moral: false },
  { clave: '607', descripcion: 'Régimen de Enajenación o Adquisición de Bienes', fisica: true, moral: false },
  { clave: '608', descripcion: 'Demás ingresos', fisica: true, moral: false },
  { clave: '610', descripcion: 'Residentes en el Extranjero sin Establecimiento Permanente en México', fisica: true, moral: true },
  { clave: '611', descripcion: 'Ingresos por Dividendos (socios y accionistas)', fisica: true, moral: false },
  { clave: '612', descripcion: 'Personas Físicas con Actividades Empresariales y Profesionales', fisica: true, moral: false },
  { clave: '614', descripcion: 'Ingresos por intereses', fisica: true, moral: false },
  { clave: '615', descripcion: 'Régimen de los ingresos por obtención de premios', fisica: true, moral: false },
  { clave: '616', descripcion: 'Sin obligaciones fiscales', fisica: true, moral: false },
  { clave: '620', descripcion: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos', fisica: false, moral: true },
  { clave: '621', descripcion: 'Incorporación Fiscal', fisica: true, moral: false },
  { clave: '622', descripcion: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', fisica: false, moral: true },
  { clave: '623', descripcion: 'Opcional para Grupos de Sociedades', fisica: false, moral: true },
  { clave: '624', descripcion: 'Coordinados', fisica: false, moral: true },
  { clave: '625', descripcion: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas', fisica: true, moral: false },
  { clave: '626', descripcion: 'Régimen Simplificado de Confianza', fisica: true, moral: true },
];

// The régimenes each group of uses is valid for, as c_UsoCFDI lists them.
const BUSINESS = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
const PERSONAL_DEDUCTIONS = ['605', '606', '607', '608', '611', '612', '614', '615', '625'];
const WITHOUT_EFFECTS = ['601', '603', '605', '606', '607', '608', '610', '611', '612', '614', '615', '616', '620', '621', '622', '623', '624', '625', '626'];

export interface CfdiUse {
  clave: string;
  descripcion: string;
  fisica: boolean;
  moral: boolean;
  /** The régimenes fiscales del receptor this use is valid for. */
  regimenes: readonly string[];
}

const use = (clave: string, descripcion: string, regimenes: readonly string[], moral = true): CfdiUse => ({ clave, descripcion, fisica: true, moral, regimenes });

/** c_UsoCFDI: each use with who may take it and the régimenes it is valid for. */
export const CFDI_USES: readonly CfdiUse[] = [
  use('G01', 'Adquisición de mercancías', BUSINESS),
  use('G02', 'Devoluciones, descuentos o bonificaciones', BUSINESS),
  use('G03', 'Gastos en general', BUSINESS),
  use('I01', 'Construcciones', BUSINESS),
  use('I02', 'Mobiliario y equipo de oficina por inversiones', BUSINESS),
  use('I03', 'Equipo de transporte', BUSINESS),
  use('I04', 'Equipo de cómputo y accesorios', BUSINESS),
  use('I05', 'Dados, troqueles, moldes, matrices y herramental', BUSINESS),
  use('I06', 'Comunicaciones telefónicas', BUSINESS),
  use('I07', 'Comunicaciones satelitales', BUSINESS),
  use('I08', 'Otra maquinaria y equipo', BUSINESS),
  use('D01', 'Honorarios médicos, dentales y gastos hospitalarios', PERSONAL_DEDUCTIONS, false),
  use('D02', 'Gastos médicos por incapacidad o discapacidad', PERSONAL_DEDUCTIONS, false),
  use('D03', 'Gastos funerales', PERSONAL_DEDUCTIONS, false),
  use('D04', 'Donativos', PERSONAL_DEDUCTIONS, false),
  use('D05', 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)', PERSONAL_DEDUCTIONS, false),
  use('D06', 'Aportaciones voluntarias al SAR', PERSONAL_DEDUCTIONS, false),
  use('D07', 'Primas por seguros de gastos médicos', PERSONAL_DEDUCTIONS, false),
  use('D08', 'Gastos de transportación escolar obligatoria', PERSONAL_DEDUCTIONS, false),
  use('D09', 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones', PERSONAL_DEDUCTIONS, false),
  use('D10', 'Pagos por servicios educativos (colegiaturas)', PERSONAL_DEDUCTIONS, false),
  use('S01', 'Sin efectos fiscales', WITHOUT_EFFECTS),
  use('CP01', 'Pagos', WITHOUT_EFFECTS),
  use('CN01', 'Nómina', ['605'], false),
];

export const taxRegime = (clave: string): TaxRegime | undefined => TAX_REGIMES.find((r) => r.clave === clave);
export const cfdiUse = (clave: string): CfdiUse | undefined => CFDI_USES.find((u) => u.clave === clave);

/** The régimenes a taxpayer of this kind may hold. */
export const regimesFor = (kind: TaxpayerKind): TaxRegime[] => TAX_REGIMES.filter((r) => r[kind]);

/** The uses of CFDI valid for a régimen (and, when known, the taxpayer's kind). */
export function usesFor(regimen: string, kind?: TaxpayerKind): CfdiUse[] {
  return CFDI_USES.filter((u) => u.regimenes.includes(regimen) && (kind === undefined || u[kind]));
}

/** The two RFCs SAT gives for sales without the buyer's RFC: they go into the monthly global invoice. */
export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const;

const RFC_SHAPE = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([A\d])$/u;
// The check digit's values: 0–9, A–N 10–23, & 24, O–Z 25–36, space 37, Ñ 38 (SAT's algorithm).
const CHECK_VALUES = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** An RFC as typed, made comparable: upper case, without spaces or dashes. */
export function normaliseRfc(value: string): string {
  return value.normalize('NFC').toUpperCase().replace(/[\s-]/g, '');
}

/** The check digit SAT computes over the first 11 or 12 characters (a company's RFC padded with a space in front). */
export function rfcCheckDigit(rfc: string): string {
  const padded = rfc.length === 12 ? ` ${rfc}` : rfc;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += CHECK_VALUES.indexOf(padded[i] ?? ' ') * (13 - i);
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'A' : String(digit);
}

/** Whether YYMMDD is a real day (a 00 year read as 2000, so 29 February of it exists). */
function isRealDay(yy: string, mm: string, dd: string): boolean {
  const year = 2000 + Number(yy);
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The kind of taxpayer an RFC of the right length names. */
export const taxpayerKindOf = (rfc: string): TaxpayerKind => (normaliseRfc(rfc).length === 12 ? 'moral' : 'fisica');

/** Why an RFC is refused, in Spanish, or null when it is valid (length, pattern, date, check digit, not generic). */
export function rfcProblem(value: string): string | null {
  const rfc = normaliseRfc(value);
  if (rfc === '') return INVOICE_MSG.rfcRequired;
  if ((GENERIC_RFCS as readonly string[]).includes(rfc)) return INVOICE_MSG.rfcGeneric;
  if (rfc.length !== 12 && rfc.length !== 13) return INVOICE_MSG.rfcLength;
  const match = RFC_SHAPE.exec(rfc);
  if (!match || match[1]!.length !== rfc.length - 9) return INVOICE_MSG.rfcPattern;
  if (!isRealDay(match[2]!, match[3]!, match[4]!)) return INVOICE_MSG.rfcDate;
  if (rfcCheckDigit(rfc) !== match[6]) return INVOICE_MSG.rfcCheckDigit;
  return null;
}

/** Why a régimen is refused for this RFC, or null. */
export function regimeProblem(regimen: string, rfc: string | null): string | null {
  const regime = taxRegime(regimen);
  if (!regime) return INVOICE_MSG.regimeUnknown;
  if (rfc === null) return null;
  const kind = taxpayerKindOf(rfc);
  if (!regime[kind]) return kind === 'moral' ? INVOICE_MSG.regimeOnlyPersons(regime.clave) : INVOICE_MSG.regimeOnlyCompanies(regime.clave);
  return null;
}

/** Why a use of CFDI is refused for this régimen (and RFC), or null. */
export function cfdiUseProblem(usoCfdi: string, regimen: string, rfc: string | null): string | null {
  const found = cfdiUse(usoCfdi);
  if (!found) return INVOICE_MSG.useUnknown;
  if (!taxRegime(regimen)) return null;
  if (!found.regimenes.includes(regimen)) return INVOICE_MSG.useNotForRegime(found.clave, regimen);
  if (rfc !== null && !found[taxpayerKindOf(rfc)]) return INVOICE_MSG.useOnlyPersons(found.clave);
  return null;
}

const COMPANY_TYPE = /[\s,]+(S\.?\s?A\.?\s?P\.?\s?I\.?|S\.?\s?A\.?\s?B\.?|S\.?\s?A\.?|S\.?\s?(DE\s)?R\.?\s?L\.?|S\.?\s?C\.?|A\.?\s?C\.?)(\s+DE\s+C\.?\s?V\.?)?\.?$/iu;
const NAME_CHARACTERS = /^[\p{L}\p{M}0-9&.,'´\-()/ ]+$/u;

/** The name or razón social as on the tax certificate: upper case, single spaces. */
export const normaliseTaxName = (value: string): string => value.normalize('NFC').trim().replace(/\s+/g, ' ').toUpperCase();

/** Why a name or razón social is refused, or null. A company's is written without its type of company (CFDI 4.0). */
export function taxNameProblem(value: string, rfc: string | null): string | null {
  const name = normaliseTaxName(value);
  if (name === '') return INVOICE_MSG.nameRequired;
  if (name.length > INVOICE_LIMITS.name) return INVOICE_MSG.nameTooLong;
  if (!NAME_CHARACTERS.test(name)) return INVOICE_MSG.nameCharacters;
  if (rfc !== null && taxpayerKindOf(rfc) === 'moral' && COMPANY_TYPE.test(name)) return INVOICE_MSG.nameCompanyType;
  return null;
}

/** A Mexican código postal: five digits, from 01000. */
export function postalCodeProblem(value: string): string | null {
  const cp = value.trim();
  if (cp === '') return INVOICE_MSG.postalCodeRequired;
  if (!/^\d{5}$/.test(cp) || cp.startsWith('00')) return INVOICE_MSG.postalCodeInvalid;
  return null;
}

/** The two files of an issued invoice: the form's fields, the upload's parts and the download's path. */
export type InvoiceFileKind = 'pdf' | 'xml';

export const INVOICE_LIMITS = {
  name: 254,
  /** The largest PDF or XML an admin attaches (bytes). */
  fileBytes: 5 * 1024 * 1024,
  pageSize: 20,
  maxPageSize: 100,
} as const;

export const INVOICE_STATES = ['pendiente', 'emitida'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = { pendiente: 'Por emitir', emitida: 'Emitida' };

export const INVOICE_MSG = {
  rfcRequired: 'El RFC es requerido',
  rfcGeneric: 'Ese es un RFC genérico de SAT: para una factura a tu nombre escribe tu propio RFC',
  rfcLength: 'El RFC debe tener 12 caracteres (persona moral) o 13 (persona física)',
  rfcPattern: 'El RFC no tiene el formato de SAT: letras del nombre, fecha AAMMDD y homoclave',
  rfcDate: 'La fecha del RFC (AAMMDD) no es una fecha válida',
  rfcCheckDigit: 'El RFC no es válido: el dígito verificador no coincide. Revísalo en tu Constancia de Situación Fiscal',
  nameRequired: 'El nombre o razón social es requerido',
  nameTooLong: `El nombre o razón social debe tener como máximo ${INVOICE_LIMITS.name} caracteres`,
  nameCharacters: 'El nombre o razón social tiene caracteres que SAT no acepta',
  nameCompanyType: 'Escribe la razón social sin el régimen societario (sin «S.A. de C.V.»), como aparece en tu Constancia de Situación Fiscal',
  regimeRequired: 'Elige tu régimen fiscal',
  regimeUnknown: 'El régimen fiscal no está en el catálogo de SAT',
  regimeOnlyPersons: (clave: string) => `El régimen ${clave} es solo para personas físicas y tu RFC (12 caracteres) es de persona moral`,
  regimeOnlyCompanies: (clave: string) => `El régimen ${clave} es solo para personas morales y tu RFC (13 caracteres) es de persona física`,
  useRequired: 'Elige el uso del CFDI',
  useUnknown: 'El uso de CFDI no está en el catálogo de SAT',
  useNotForRegime: (uso: string, regimen: string) => `El uso ${uso} no es válido para el régimen fiscal ${regimen}`,
  useOnlyPersons: (uso: string) => `El uso ${uso} es solo para personas físicas`,
  postalCodeRequired: 'El código postal es requerido',
  postalCodeInvalid: 'El código postal debe tener 5 dígitos',
  emailRequired: 'El correo es requerido',
  emailInvalid: 'Email inválido',
  paymentRequired: 'Indica el pago que quieres facturar',
  paymentNotFound: 'Pago no encontrado',
  notPayer: 'Solo quien hizo el pago puede pedir su factura',
  notPaid: 'Solo se factura un pago completado',
  alreadyRequested: 'Ya pediste la factura de este pago',
  monthClosed: (month: string) =>
    `Ya no se puede pedir la factura de este pago: se pagó en ${month} y la factura de ese pago va en la factura global del mes. Pídela dentro del mes en que pagas.`,
  requested: 'Recibimos tu solicitud de factura. Te avisaremos por correo cuando esté lista.',
  requestNotFound: 'Solicitud de factura no encontrada',
  notYours: 'Solo puedes descargar tus propias facturas',
  notIssued: 'Esta factura todavía no está emitida',
  /** A cancelled account's invoice is kept blocked for the tax code: only the superadmin reads it, in 'Datos bloqueados'. */
  blockedData: 'Los datos de esta cuenta cancelada están bloqueados: solo un superadministrador puede consultarlos, desde «Datos bloqueados».',
  alreadyIssued: 'Esta factura ya está emitida',
  pdfRequired: 'Adjunta el PDF de la factura',
  pdfInvalid: 'El PDF no es válido: el archivo debe empezar con %PDF',
  xmlRequired: 'Adjunta el XML de la factura',
  xmlInvalid: 'El XML de la factura no está bien formado',
  fileTooLarge: 'Cada archivo de la factura debe pesar como máximo 5 MB',
  issued: 'Factura marcada como emitida. Le avisamos al piloto por correo.',
  stateFilter: 'El estado debe ser "pendiente" o "emitida"',
  page: 'La página debe ser un número entero entre 1 y 10,000',
  limit: 'El tamaño de página debe ser un número entero entre 1 y 100',
  lostPage: 'La página pedida no es válida: vuelve al inicio de la lista',
  queueTitle: 'Facturas por emitir',
  formTitle: 'Solicitar factura',
  nameHint: 'Escríbelo exactamente como aparece en tu Constancia de Situación Fiscal (no la subas: no la pedimos ni la guardamos).',
} as const;
