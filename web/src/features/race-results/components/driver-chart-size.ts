export interface ChartDatum {
  name: string;
  value: number;
}

export interface DriverBarChartProps {
  data: ChartDatum[];
  label: string;
  valueLabel: string;
  signed?: boolean;
}

/** The height of a driver chart's plot: a bar per driver (the chart and the room kept for it while its code loads). */
export const driverChartHeight = (data: ChartDatum[]) => Math.max(160, data.length * 28 + 40);
