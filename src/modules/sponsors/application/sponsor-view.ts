import type { Sponsor } from '../domain/sponsor.entity.js';

export interface SponsorView {
  id: string;
  _id: string;
  nombre: string;
  logoUrl: string;
  link: string | null;
}

export const toSponsorView = (s: Sponsor): SponsorView => ({ id: s.id, _id: s.id, nombre: s.nombre, logoUrl: s.logoUrl, link: s.link });
