import type { DeletedEventAnswer } from '@contracts/results.views';
import { api } from '@/lib/api-client';

export const deleteEvent = (subsessionId: number) => api.delete<DeletedEventAnswer>(`/api/events/${subsessionId}`);

/** Where the browser downloads an export (the session cookie goes with the link). */
export const exportUrl = (subsessionId: number, format: 'csv' | 'json') => `/api/events/${subsessionId}/export?format=${format}`;
