import { api, toFormData } from '@/lib/api-client';
import type { ImportEventAnswer } from '@contracts/results.views';

/** Uploads one iRacing export (admin); field `eventfile`, optional championship race. */
export const importEventFile = (file: File, carreraId?: string) =>
  api.post<ImportEventAnswer>('/api/events/import-file', toFormData({ eventfile: file, carreraId: carreraId || undefined }));
