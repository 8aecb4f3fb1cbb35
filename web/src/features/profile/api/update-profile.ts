import useSWRMutation from 'swr/mutation';
import { updateUserRequestSchema } from '@contracts/identity.contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { toFormData } from '@/lib/api-forms';
import type { UserAnswer } from '@contracts/identity.views';
import { profileKey } from './get-profile';

/** The fields a driver edits on their own profile (the rest are read-only for them). */
export const updateProfileInputSchema = updateUserRequestSchema.pick({ simuladorFavorito: true, cocheFavorito: true, nivelHabilidad: true, biografia: true, iracingId: true });
export type UpdateProfileFormValues = z.input<typeof updateProfileInputSchema>;
export type UpdateProfileInput = z.output<typeof updateProfileInputSchema> & { imagenPerfil?: File | null };

const updateProfile = (userId: string, { imagenPerfil, ...fields }: UpdateProfileInput) =>
  api.put<UserAnswer>(
    `/api/users/${encodeURIComponent(userId)}`,
    toFormData({ ...fields, ...(imagenPerfil ? { imagenPerfil } : {}) }),
  );

/** The answer's user replaces the cached profile (same key), which is then read again. */
export const useUpdateProfile = (userId: string) =>
  useSWRMutation(profileKey(userId), (_key, { arg }: { arg: UpdateProfileInput }) => updateProfile(userId, arg), {
    throwOnError: true,
    populateCache: (answer: UserAnswer) => answer.user,
  });
