import useSWR from 'swr';
import type { AuditPageView } from '@contracts/audit.views';
import { api } from '@/lib/api-client';
import { placeParams, type PlacePage } from '@/lib/place-pages';

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

const pageParams = (page: PlacePage): Record<string, string> => (page.page > 1 ? placeParams(page, 'pagina') : {});

/** A page of the log, newest first (moved through by place, docs/adr/0063); the old rows stay while another page or filter loads. */
export const useAuditLog = (filters: AuditFilters, page: PlacePage) =>
  useSWR(['/api/bitacora', auditQuery(filters, pageParams(page))] as const, ([, query]) => api.get<AuditPageView>(`/api/bitacora?${query}`), {
    keepPreviousData: true,
    dedupingInterval: 0,
  });
