import useSWR from 'swr';
import type { AuditPageView } from '@contracts/audit.views';
import { api } from '@/lib/api-client';

/** The Bitácora's filters as the form holds them (empty: not filtered). */
export interface AuditFilters {
  persona: string;
  accion: string;
  objeto: string;
  desde: string;
  hasta: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { persona: '', accion: '', objeto: '', desde: '', hasta: '' };

/** The filters that are set, as a query string. */
export function auditQuery(filters: AuditFilters, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) if (value.trim()) query.set(key, value.trim());
  return query.toString();
}

/** The CSV of every entry the filters keep (the server's export, downloaded by the browser). */
export const auditCsvHref = (filters: AuditFilters) => `/api/bitacora/exportar.csv?${auditQuery(filters)}`;

/**
 * The page shown: its number and the place it was reached from ('Siguiente' after the last entry of the
 * page before, 'Anterior' before the first of the page after), so the server reads it from its index
 * instead of skipping every newer entry (docs/adr/0063). The first page needs no place.
 */
export interface AuditPage {
  page: number;
  despues?: string;
  antes?: string;
}
export const FIRST_AUDIT_PAGE: AuditPage = { page: 1 };

/** The page one step from the answer shown: after its last entry or before its first; page 1 from the top. */
export function auditStep(shown: Pick<AuditPageView, 'page' | 'siguiente' | 'anterior'>, to: number): AuditPage {
  if (to > shown.page && shown.siguiente) return { page: to, despues: shown.siguiente };
  if (to < shown.page && to > 1 && shown.anterior) return { page: to, antes: shown.anterior };
  return FIRST_AUDIT_PAGE;
}

const pageParams = ({ page, despues, antes }: AuditPage): Record<string, string> => ({
  ...(page > 1 ? { pagina: String(page) } : {}),
  ...(despues ? { despues } : antes ? { antes } : {}),
});

/** A page of the log, newest first; the old rows stay while another page or filter loads. */
export const useAuditLog = (filters: AuditFilters, page: AuditPage) =>
  useSWR(['/api/bitacora', auditQuery(filters, pageParams(page))] as const, ([, query]) => api.get<AuditPageView>(`/api/bitacora?${query}`), {
    keepPreviousData: true,
    dedupingInterval: 0,
  });
