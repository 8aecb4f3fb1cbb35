/**
 * The features that exist. A menu entry or dashboard card that leads to a feature not built yet stays
 * hidden (no visitor should land on "Próximamente"); when a feature lands, flip its flag here and its
 * links appear everywhere at once: the admin sidebar, the dashboard cards and pending counts, the user menu.
 */
export const FEATURES = {
  /** Incident reports: /crearReporte for drivers, /admin/reportes for admins. */
  reports: true,
  /** Payments: /admin/pagos. */
  payments: true,
  /** Track records: /admin/track-records. */
  trackRecords: true,
  /** ARCO requests (personal data): /admin/solicitudes-arco. */
  dataRights: true,
} satisfies Record<string, boolean>;

export type Feature = keyof typeof FEATURES;

/** Whether something tied to `feature` (or to nothing) may be shown. */
export const isAvailable = (feature?: Feature): boolean => feature === undefined || FEATURES[feature];
