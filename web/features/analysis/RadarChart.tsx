// The Duft-DNA radar, drawn by chart.js. This module is loaded on demand (see DuftDnaCard),
// so chart.js only reaches visitors who ask for an analysis. Only the radar's parts are
// registered, which keeps the rest of chart.js out of the chunk.
import {
  Chart as ChartJS,
  Filler,
  LineElement,
  PointElement,
  RadialLinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Radar } from 'react-chartjs-2';
import { RADAR_RINGS, type RadarPoint } from './scentDisplay';
import { analysisCopy } from '../../copy/analysis';

ChartJS.register(RadialLinearScale, PointElement, LineElement, Filler, Tooltip);

const PRIMARY = '#8c4330';
// Rings and spokes at 3.5:1 against the card (WCAG 1.4.11 for graphics; the old #e7dacd was
// 1.4:1, so the shape floated in white on a phone).
const GRID = '#9a8576';
const TEXT = '#2b211c';

// The app's own font (tokens.css), not chart.js's Helvetica/Arial default.
const appFont =
  typeof document === 'undefined'
    ? undefined
    : getComputedStyle(document.documentElement).getPropertyValue('--font-sans').trim() ||
      undefined;
if (appFont) ChartJS.defaults.font.family = appFont;

const options: ChartOptions<'radar'> = {
  responsive: true,
  maintainAspectRatio: true,
  aspectRatio: 1,
  animation: { duration: 400 },
  layout: { padding: 0 },
  scales: {
    r: {
      min: 0,
      max: 100,
      beginAtZero: true,
      // Rings at 20, 40, 60, 80 and 100 (spec 001 §2).
      ticks: {
        stepSize: RADAR_RINGS[0],
        display: true,
        // A light backdrop keeps a ring's number readable where the shape covers it.
        backdropColor: 'rgb(255 255 255 / 80%)',
        backdropPadding: 1,
        color: '#62544b',
        font: { size: 12 },
      },
      grid: { color: GRID },
      angleLines: { color: GRID },
      pointLabels: { color: TEXT, font: { size: 14, weight: 600 } },
    },
  },
  plugins: {
    tooltip: { callbacks: { label: (item) => analysisCopy.dna.radarTooltip(item.formattedValue) } },
  },
};

export function RadarChart({ points }: { points: readonly RadarPoint[] }) {
  const data: ChartData<'radar'> = {
    labels: points.map((point) => point.label),
    datasets: [
      {
        label: analysisCopy.dna.radarDataset,
        data: points.map((point) => point.value),
        backgroundColor: 'rgb(140 67 48 / 30%)',
        borderColor: PRIMARY,
        borderWidth: 2.5,
        pointBackgroundColor: PRIMARY,
        pointRadius: 4,
        fill: true,
      },
    ],
  };
  // The values are also in the table beside it; the canvas itself is decoration for readers.
  return <Radar data={data} options={options} aria-hidden="true" />;
}
