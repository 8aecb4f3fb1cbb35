import { RETIRED_DRIVER_NAME } from '../../../contracts/privacy.messages.js';

/** A driver's name as a public page shows it. */
export interface PublicName {
  nombre: string;
  apellido: string;
  /** "Nombre Apellido", "Nombre A." or 'Piloto retirado': what a page writes. */
  completo: string;
}

/**
 * The one rule for a driver's name on a public page (standings, results, entry lists, decisions,
 * track records, driver pages): 'Piloto retirado' once his account is blocked (cancelled by him), his
 * full name only when he allowed it (the voluntary purpose 'nombreCompleto' of the privacy notice),
 * else his first name and the initial of his surname ("Ana L."). Admin screens show the real name.
 */
export function publicDriverName(driver: { nombre: string; apellido: string; blockedAt?: string | null }, fullNameAllowed: boolean): PublicName {
  if (driver.blockedAt) return { nombre: RETIRED_DRIVER_NAME, apellido: '', completo: RETIRED_DRIVER_NAME };
  const nombre = driver.nombre.trim();
  const apellido = driver.apellido.trim();
  if (fullNameAllowed || apellido === '') return { nombre, apellido, completo: `${nombre} ${apellido}`.trim() };
  const initial = `${Array.from(apellido)[0]!.toLocaleUpperCase('es-MX')}.`;
  return { nombre, apellido: initial, completo: `${nombre} ${initial}`.trim() };
}
