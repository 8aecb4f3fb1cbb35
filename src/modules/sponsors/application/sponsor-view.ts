import type { SponsorView } from '../../../contracts/sponsors.views.js';
import type { Sponsor } from '../domain/sponsor.entity.js';

export type { SponsorView };

export const toSponsorView = (s: Sponsor): SponsorView => ({ id: s.id, _id: s.id, nombre: s.nombre, logoUrl: s.logoUrl, link: s.link });
