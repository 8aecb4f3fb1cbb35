/** What the sponsor calls answer: declared once for the API and the page. */

export interface SponsorView {
  id: string;
  _id: string;
  nombre: string;
  logoUrl: string;
  link: string | null;
}

/** GET /api/sponsors/list. */
export interface SponsorListAnswer {
  success: boolean;
  data: SponsorView[];
}

/** POST /api/sponsors/create and PUT /api/sponsors/{id}. */
export interface SponsorAnswer {
  success: boolean;
  message: string;
  data: SponsorView;
}
