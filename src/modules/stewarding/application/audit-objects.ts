/** A report as the audit log names it: its id and the number people use. */
export const reportObject = (report: { id: string; numeroReporte: number }) => ({ tipo: 'reporte', id: report.id, nombre: `Reporte ${report.numeroReporte}` });
