/** Shapes the API answers, as the screens read them. */

export type Rol = 'user' | 'admin' | 'superadmin';
export type NivelHabilidad = 'principiante' | 'intermedio' | 'avanzado';

export interface User {
  id: string;
  _id: string;
  nombre: string;
  apellido: string;
  email: string;
  rol: Rol;
  role: Rol;
  suspendido: boolean;
  username: string | null;
  simuladorFavorito: string | null;
  cocheFavorito: string | null;
  nivelHabilidad: NivelHabilidad | null;
  biografia: string | null;
  imagenPerfil: string | null;
  googleId: string | null;
  authProvider: string | null;
  campeonatosInscritos: string[];
  createdAt: string;
  updatedAt: string;
}

export interface AuthSession {
  token: string;
  user: User;
}

export interface MessageResponse {
  message: string;
}
