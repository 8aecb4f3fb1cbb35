import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';

/** Anonymises the account on the server (payments and reports keep their author). */
export const deleteUser = (id: string) => api.delete<MessageAnswer>(`/api/users/${encodeURIComponent(id)}`);
