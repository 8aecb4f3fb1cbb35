/** What the calendar calls answer besides the .ics feeds themselves. */
import type { MessageAnswer } from './api.views.js';

/** GET /api/calendario/mi-enlace: the signed-in driver's secret feed address. */
export interface FeedLinkView {
  /** https://…/api/calendario/<token>.ics */
  url: string;
  /** The same address with the webcal: scheme, which calendar apps open as a subscription. */
  webcal: string;
  /** When this address was made (ISO). */
  creadoEn: string;
}

/** POST /api/calendario/mi-enlace/regenerar: the new address; the old one stops working. */
export interface FeedLinkAnswer extends MessageAnswer {
  data: FeedLinkView;
}
