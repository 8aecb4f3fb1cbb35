import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { CreateReportFields } from '@contracts/stewarding.contract';
import type { CreateReportAnswer, MyReportsAnswer, MyReportsList, MyReportsPageAnswer, ReportableChampionshipsAnswer, ReportablePilotsAnswer } from '@contracts/stewarding.views';
import { formatSessionTime } from '@contracts/video-timestamps';
import { api } from '@/lib/api-client';
import { upload } from '@/lib/api-forms';

export const MY_REPORTS_KEY = '/api/reportes/mis-reportes';

/** GET /api/reportes/mis-reportes: the first page of the reports the driver filed and of those filed about them (docs/adr/0072). */
export const useMyReports = () => useSWR(MY_REPORTS_KEY, () => api.get<MyReportsAnswer>(MY_REPORTS_KEY));

/** GET /api/reportes/mis-reportes/{presentados,en-mi-contra}?despues=: the next page of one of the driver's lists. */
export async function getMyReportsPage(list: MyReportsList, despues: string): Promise<MyReportsPageAnswer> {
  const body = await api.get<Partial<MyReportsPageAnswer>>(`${MY_REPORTS_KEY}/${list}?${new URLSearchParams({ despues })}`);
  if (!Array.isArray(body?.data)) throw new Error('Formato inesperado');
  return { data: body.data, siguiente: typeof body.siguiente === 'string' ? body.siguiente : null };
}

export const REPORTABLE_CHAMPIONSHIPS_KEY = '/api/reportes/campeonatos';

/** GET /api/reportes/campeonatos[?despues=]: a page of the championships the driver may report in, with their races, the latest first. */
export async function getReportableChampionships(despues?: string): Promise<ReportableChampionshipsAnswer> {
  const body = await api.get<Partial<ReportableChampionshipsAnswer>>(despues ? `${REPORTABLE_CHAMPIONSHIPS_KEY}?despues=${encodeURIComponent(despues)}` : REPORTABLE_CHAMPIONSHIPS_KEY);
  if (!Array.isArray(body?.data)) throw new Error('Formato inesperado');
  return { data: body.data, siguiente: typeof body.siguiente === 'string' ? body.siguiente : null };
}

/** The first page of the report form's championships (never the whole list of championships). */
export const useReportableChampionships = () => useSWR(REPORTABLE_CHAMPIONSHIPS_KEY, () => getReportableChampionships());

/** GET /api/reportes/campeonato/{id}/pilotos: the drivers enrolled in the championship, for the picker. */
export const useReportableDrivers = (campeonatoId: string) =>
  useSWR(campeonatoId ? ['/api/reportes/campeonato', campeonatoId, 'pilotos'] : null, () =>
    api.get<ReportablePilotsAnswer>(`/api/reportes/campeonato/${encodeURIComponent(campeonatoId)}/pilotos`),
  );

/** POST /api/reportes as multipart: the fields, `videos[i]` for each link and every screenshot under `capturasPantalla`. */
function fileReport(fields: CreateReportFields, screenshots: File[], onProgress: (sent: number) => void): Promise<CreateReportAnswer> {
  const form = new FormData();
  form.append('usuarioDenunciado', fields.usuarioDenunciado);
  form.append('campeonato', fields.campeonato);
  form.append('carrera', fields.carrera);
  form.append('vuelta', String(fields.vuelta));
  if (fields.heat !== undefined) form.append('heat', String(fields.heat));
  // The schema read the text into seconds; the server reads the text again.
  if (fields.tiempoSesion !== undefined) form.append('tiempoSesion', formatSessionTime(fields.tiempoSesion));
  if (fields.curva) form.append('curva', fields.curva);
  form.append('descripcion', fields.descripcion);
  fields.videos.forEach((url, i) => form.append(`videos[${i}]`, url));
  for (const shot of screenshots) form.append('capturasPantalla', shot, shot.name);
  return upload<CreateReportAnswer>('/api/reportes', form, onProgress);
}

/** POST /api/reportes/{id}/apelaciones as multipart: the reason, `videos[i]` for each link and every image under `capturasPantalla`. */
function fileAppeal(reportId: string, fields: { motivo: string; videos: string[] }, images: File[], onProgress: (sent: number) => void): Promise<{ message: string; id: string }> {
  const form = new FormData();
  form.append('motivo', fields.motivo);
  fields.videos.forEach((url, i) => form.append(`videos[${i}]`, url));
  for (const image of images) form.append('capturasPantalla', image, image.name);
  return upload<{ message: string; id: string }>(`/api/reportes/${encodeURIComponent(reportId)}/apelaciones`, form, onProgress);
}

/** Files a report, with the upload's progress (0 to 1) reported as it goes; the driver's reports are read again before the answer comes back. */
export function useFileReport() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'POST /api/reportes',
    async (_key: string, { arg: { fields, screenshots, onProgress } }: { arg: { fields: CreateReportFields; screenshots: File[]; onProgress: (sent: number) => void } }) => {
      const answer = await fileReport(fields, screenshots, onProgress);
      await mutate(MY_REPORTS_KEY);
      return answer;
    },
    { throwOnError: true },
  );
}

/** Appeals a decision; the driver's reports are read again before the answer comes back. */
export function useFileAppeal() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'POST /api/reportes/{id}/apelaciones',
    async (_key: string, { arg: { reportId, fields, images } }: { arg: { reportId: string; fields: { motivo: string; videos: string[] }; images: File[] } }) => {
      const answer = await fileAppeal(reportId, fields, images, () => undefined);
      await mutate(MY_REPORTS_KEY);
      return answer;
    },
    { throwOnError: true },
  );
}
