import { ApiError } from '@/lib/api-client';

/** The specified error texts of the reports screens (spec 2 §8), each followed by the detail. */
export const REPORTS_ERROR = {
  load: 'Error al cargar los reportes',
  loadOne: 'Error al cargar el reporte',
  resolve: 'Error al resolver el reporte',
  reject: 'Error al rechazar el reporte',
  delete: 'Error al eliminar el reporte',
  penalty: 'Error al registrar la sanción',
  stewards: 'Error al cargar los comisarios',
  assign: 'Error al asignar el comisario',
  unassign: 'Error al retirar el comisario',
  vote: 'Error al registrar tu voto',
  appeal: 'Error al decidir la apelación',
  lift: 'Error al levantar la suspensión',
  panel: 'Error al guardar los ajustes del panel',
  loadLaps: 'Error al cargar las vueltas del incidente',
} as const;

/** '{fallback}: {detail}': the server's own words for a refused request, a generic hint otherwise. */
export function withDetail(fallback: string, error: unknown): string {
  if (error instanceof ApiError && (error.code === 'NETWORK_ERROR' || (error.fromServer && error.status < 500))) return `${fallback}: ${error.message}`;
  return `${fallback}: inténtalo de nuevo en unos momentos.`;
}

/** Whether the call failed because another admin already decided the report. */
export const isAlreadyDecided = (error: unknown) => error instanceof ApiError && error.status === 409;
