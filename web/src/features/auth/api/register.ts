import useSWRMutation from 'swr/mutation';
import { registerFormSchema, type RegisterForm, type RegisterRequest } from '@contracts/identity.contract';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';

export const registerInputSchema = registerFormSchema;
export type RegisterInput = RegisterForm;

/** Only the account fields travel; confirmation and terms are the form's business. */
const registerAccount = ({ nombre, apellido, email, password, subscribeToNews }: RegisterInput) =>
  api.post<MessageAnswer>('/api/auth/register', { nombre, apellido, email, password, subscribeToNews } satisfies RegisterRequest);

export const useRegister = () =>
  useSWRMutation('/api/auth/register', (_key: string, { arg }: { arg: RegisterInput }) => registerAccount(arg), { throwOnError: true });
