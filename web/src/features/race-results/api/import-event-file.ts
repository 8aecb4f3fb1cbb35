import { api, toFormData } from '@/lib/api-client';
import type { ImportEventAnswer } from '@contracts/results.views';

/** Uploads one iRacing export (admin); field `eventfile`, optional championship race and its scored session. */
export const importEventFile = (file: File, link: { carreraId?: string; sesion?: string } = {}) =>
  api.post<ImportEventAnswer>(
    '/api/events/import-file',
    toFormData({ eventfile: file, carreraId: link.carreraId || undefined, sesion: link.carreraId ? link.sesion || undefined : undefined }),
  );
