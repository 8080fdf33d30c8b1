/**
 * The parts of Chart.js the settlement charts draw with, as one module for a dynamic import: the
 * bundler keeps only these (not every chart type) in the chunk only the settlement screen loads.
 */
export { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
