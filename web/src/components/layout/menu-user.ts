import type { UserView as User } from '@contracts/identity.views';

/** What the side menu shows of the signed-in driver. */
export type MenuUser = Pick<User, 'nombre' | 'apellido' | 'email' | 'rol' | 'imagenPerfil'>;
