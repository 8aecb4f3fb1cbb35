import { api, toFormData } from '@/lib/api-client';
import type { EventSummary } from './types';

/** Uploads one iRacing export (admin); field `eventfile`, optional championship race. */
export const importEventFile = (file: File, carreraId?: string) =>
  api.post<{ message: string; event: EventSummary; replaced: boolean }>('/api/events/import-file', toFormData({ eventfile: file, carreraId: carreraId || undefined }));
