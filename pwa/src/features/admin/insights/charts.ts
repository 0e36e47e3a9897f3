// Chart.js, registered with only the parts the insights draw (tree-shaken). This module is
// imported dynamically by the insights tab, so the library loads only when an admin opens it.
// Chart.js draws on a canvas and sets sizes through the CSSOM: no <style> tags, no eval, so it
// runs under the strict CSP.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
);

export type ChartConfig = ChartConfiguration<'bar' | 'line'>;

/** Draws `config` on `canvas`; call the returned function to free it. */
export function drawChart(canvas: HTMLCanvasElement, config: ChartConfig): () => void {
  const chart = new Chart(canvas, config);
  return () => chart.destroy();
}
