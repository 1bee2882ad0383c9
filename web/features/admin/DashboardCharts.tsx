// The dashboard's charts (chart.js): only the parts they use are registered. This module
// is imported lazily from the admin page, which is itself loaded on demand.
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { AdminStats } from '../../../api/contract/admin';
import { formatDay, formatHour } from './adminFormat';

ChartJS.register(
  CategoryScale,
  LinearScale,
  PointElement,
  LineElement,
  BarElement,
  Legend,
  Tooltip,
);

const PRIMARY = '#8c4330';
const ACCENT = '#c98b6b';
const NICHE = '#4f5b3a';
const DANGER = '#a2271d';

const base = {
  responsive: true,
  maintainAspectRatio: false,
  animation: { duration: 300 },
  locale: 'de-DE',
  plugins: { legend: { position: 'bottom' as const } },
};

type Charts = AdminStats['charts'];

export function VisitorsChart({ daily }: { daily: Charts['daily'] }) {
  const options: ChartOptions<'line'> = { ...base, scales: { y: { beginAtZero: true } } };
  return (
    <div className="admin-chart__canvas">
      <Line
        role="img"
        aria-label="Liniendiagramm: Besucher (mit Einwilligung) und Registrierungen je Tag"
        options={options}
        data={{
          labels: daily.map((d) => formatDay(d.day)),
          datasets: [
            {
              label: 'Besucher (mit Einwilligung)',
              data: daily.map((d) => d.visitors),
              borderColor: PRIMARY,
              backgroundColor: PRIMARY,
            },
            {
              label: 'Registrierungen',
              data: daily.map((d) => d.signups),
              borderColor: NICHE,
              backgroundColor: NICHE,
            },
          ],
        }}
      />
    </div>
  );
}

export function AiCostChart({ days }: { days: Charts['aiCosts'] }) {
  const options: ChartOptions<'bar'> = {
    ...base,
    scales: {
      x: { stacked: true },
      y: { stacked: true, beginAtZero: true, title: { display: true, text: 'USD' } },
    },
  };
  return (
    <div className="admin-chart__canvas">
      <Bar
        role="img"
        aria-label="Balkendiagramm: KI-Kosten je Tag nach Art"
        options={options}
        data={{
          labels: days.map((d) => formatDay(d.day)),
          datasets: [
            {
              label: 'Bildanalyse',
              data: days.map((d) => d.imageAnalysis),
              backgroundColor: PRIMARY,
            },
            {
              label: 'Empfehlungen',
              data: days.map((d) => d.recommendations),
              backgroundColor: ACCENT,
            },
            {
              label: 'Duft-DNA-Analyse',
              data: days.map((d) => d.dnaAnalysis),
              backgroundColor: NICHE,
            },
          ],
        }}
      />
    </div>
  );
}

export function RequestsChart({ hourly }: { hourly: Charts['hourly'] }) {
  const options: ChartOptions<'line'> = {
    ...base,
    scales: {
      y: { beginAtZero: true, title: { display: true, text: 'ms' } },
      rate: {
        position: 'right',
        beginAtZero: true,
        title: { display: true, text: '%' },
        grid: { drawOnChartArea: false },
      },
    },
  };
  return (
    <div className="admin-chart__canvas">
      <Line
        role="img"
        aria-label="Liniendiagramm: Antwortzeit und Fehlerquote je Stunde"
        options={options}
        data={{
          labels: hourly.map((h) => formatHour(h.hour)),
          datasets: [
            {
              label: 'Ø Antwortzeit (ms)',
              data: hourly.map((h) => h.avgResponseTime),
              borderColor: PRIMARY,
              backgroundColor: PRIMARY,
            },
            {
              label: 'Fehlerquote (%)',
              data: hourly.map((h) => h.errorRate),
              borderColor: DANGER,
              backgroundColor: DANGER,
              yAxisID: 'rate',
            },
          ],
        }}
      />
    </div>
  );
}
