import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type TooltipItem,
} from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { rupees } from '../../../lib/format';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import styles from './sales.module.css';

/*
 * Chart.js, with only the pieces these bar charts use (react-chartjs-2's Bar brings the bar
 * controller): the rest of the library is left out of the sales page's chunk. Only this page
 * imports it, and the console loads the page on its first visit, so no other page carries it.
 */
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);
ChartJS.defaults.font.family = "'Nunito Sans Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
ChartJS.defaults.font.size = 13;
ChartJS.defaults.color = '#5E5A57';

const ESPRESSO = '#2B1A12';
const LINE = '#E6D9C8';

/** The brand's colours for the outlets, in turn; neighbours differ in hue as well as shade. */
export const OUTLET_COLOURS = ['#9A5B1E', '#4F6B3F', '#C8873A', '#5A3521', '#A23B4A'];

export interface Series {
  label: string;
  colour: string;
  values: number[];
}

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** '₹1.3L' on an axis, where room is short (the tables give every rupee). */
const axisRupees = (value: number | string) => `₹${compact.format(Number(value))}`;

const countWords = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

function useMotion() {
  return !useMediaQuery(REDUCED_MOTION_QUERY);
}

interface DayChartProps {
  /** The days, as the axis shows them ('5 Dec'). */
  labels: string[];
  /** One series per outlet (stacked), or one for the total. */
  series: Series[];
  measure: 'revenue' | 'orders';
  /** The chart in words, for people who cannot see it. */
  description: string;
}

/** Revenue or orders per day, as bars stacked by outlet. */
export function DayChart({ labels, series, measure, description }: DayChartProps) {
  const motion = useMotion();
  const several = series.length > 1;
  const data = useMemo<ChartData<'bar'>>(
    () => ({
      labels,
      datasets: series.map((each) => ({
        label: each.label,
        data: each.values,
        backgroundColor: each.colour,
        // A hairline of the card's colour between stacked outlets, so neighbours never merge.
        borderColor: '#FFFDF9',
        borderWidth: several ? { top: 1 } : 0,
        borderRadius: 3,
        maxBarThickness: 48,
      })),
    }),
    [labels, series, several],
  );
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: motion ? { duration: 300 } : false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: {
          display: several,
          position: 'bottom',
          labels: { color: ESPRESSO, boxWidth: 14, boxHeight: 14, padding: 16, font: { size: 14, weight: 600 } },
        },
        tooltip: {
          callbacks: {
            label: (item: TooltipItem<'bar'>) => {
              const value = item.parsed.y ?? 0;
              const amount =
                measure === 'revenue' ? rupees(Math.round(value * 100) / 100) : countWords(value, 'order', 'orders');
              return several ? `${item.dataset.label}: ${amount}` : amount;
            },
          },
        },
      },
      scales: {
        x: {
          stacked: true,
          grid: { display: false },
          ticks: { color: ESPRESSO, maxRotation: 0, autoSkipPadding: 12 },
        },
        y: {
          stacked: true,
          beginAtZero: true,
          grid: { color: LINE },
          border: { display: false },
          ticks:
            measure === 'revenue'
              ? { color: ESPRESSO, callback: axisRupees, maxTicksLimit: 6 }
              : { color: ESPRESSO, precision: 0, maxTicksLimit: 6 },
        },
      },
    }),
    [motion, several, measure],
  );
  return (
    <div className={styles.chart}>
      <Bar data={data} options={options} aria-label={description} fallbackContent={<p>{description}</p>} />
    </div>
  );
}

interface BestSellersChartProps {
  items: { itemName: string; quantity: number }[];
  description: string;
}

/** Item names are cut on the axis, where room is short; the table beside gives them whole. */
const shortName = (name: string) => (name.length > 26 ? `${name.slice(0, 25).trimEnd()}…` : name);

/** The best-selling items by how many were sold, as horizontal bars (their names read across). */
export function BestSellersChart({ items, description }: BestSellersChartProps) {
  const motion = useMotion();
  const data = useMemo<ChartData<'bar'>>(
    () => ({
      labels: items.map((item) => shortName(item.itemName)),
      datasets: [
        {
          label: 'Sold',
          data: items.map((item) => item.quantity),
          backgroundColor: OUTLET_COLOURS[0],
          borderRadius: 3,
          maxBarThickness: 28,
        },
      ],
    }),
    [items],
  );
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      animation: motion ? { duration: 300 } : false,
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            title: (shown) => items[shown[0]?.dataIndex ?? 0]?.itemName ?? '',
            label: (item: TooltipItem<'bar'>) => `${item.parsed.x ?? 0} sold`,
          },
        },
      },
      scales: {
        x: {
          beginAtZero: true,
          grid: { color: LINE },
          border: { display: false },
          ticks: { color: ESPRESSO, precision: 0, maxTicksLimit: 6 },
        },
        y: { grid: { display: false }, ticks: { color: ESPRESSO, font: { size: 14, weight: 600 } } },
      },
    }),
    [motion, items],
  );
  return (
    <div className={styles.chart} style={{ height: `${Math.max(160, items.length * 40 + 48)}px` }}>
      <Bar data={data} options={options} aria-label={description} fallbackContent={<p>{description}</p>} />
    </div>
  );
}
