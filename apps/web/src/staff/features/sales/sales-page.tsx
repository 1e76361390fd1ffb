import type { SalesReport } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatEventDate } from '../../../lib/format';
import { ConsolePageHead, Notice } from '../../components/console-page';
import { messageOf } from '../../lib/api';
import { indiaToday } from '../../lib/dates';
import { outletsQuery, type StaffOutlet } from '../../lib/outlets';
import { useStaffMember } from '../../lib/session';
import { salesCsv, salesQuery } from './api/sales';
import { BestSellersChart, DayChart, OUTLET_COLOURS, type Series } from './sales-charts';
import { rangeParams, rangeWords, readRange, type SalesRange } from './sales-range';
import { BestSellersTable, DayTable, money, OutletTable, PaymentMethodsTable, type ShownOutlet } from './sales-tables';
import { RangeControls } from './range-controls';
import styles from './sales.module.css';

/** The owner's picture of sales: totals, revenue and orders per day, and the best sellers. */
export function SalesPage() {
  const me = useStaffMember();
  return (
    <>
      <title>Sales · Roast console</title>
      {me.role === 'owner' ? (
        <Sales />
      ) : (
        <>
          <ConsolePageHead title="Sales" />
          <Notice tone="info">Only an owner can see sales.</Notice>
        </>
      )}
    </>
  );
}

/** The most best sellers drawn; the table lists every one the report gives. */
const MOST_BARS = 10;

/** '5 Dec', as the charts' axis shows a day. */
const axisDay = (date: string) =>
  formatEventDate(date)
    .replace(/^\w+, /, '')
    .replace(/ \d{4}$/, '');

function Sales() {
  // The console renders in the browser alone, so the clock can be read as it first renders.
  const [today] = useState(() => indiaToday());
  const [params, setParams] = useSearchParams();
  const range = readRange(params, today);
  const outlets = useQuery(outletsQuery);
  const report = useQuery(salesQuery(range));
  const outletName = range.outlet
    ? (outlets.data?.find((outlet) => outlet._id === range.outlet)?.outletName ?? 'One outlet')
    : 'All outlets';

  const show = (next: Partial<SalesRange>) => setParams(rangeParams({ ...range, ...next }));

  return (
    <>
      <ConsolePageHead
        title="Sales"
        intro={`${rangeWords(range)} · ${outletName}. Amounts include GST.`}
        action={
          <a className={styles.csv} href={salesCsv(range)} download>
            <Download aria-hidden="true" size={18} />
            Download CSV
          </a>
        }
      />
      <RangeControls
        range={range}
        outlets={outlets.data ?? []}
        onPreset={(preset) => show({ preset })}
        onDates={(from, to) => show({ preset: null, from, to })}
        onOutlet={(outlet) => show({ outlet })}
      />

      {report.isPending ? (
        <div role="status" className={styles.loading}>
          <span className="visually-hidden">Loading the sales…</span>
          <div className={styles.totals} aria-hidden="true">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height="5.5em" />
            ))}
          </div>
          <Skeleton height="300px" />
        </div>
      ) : report.isError && !report.data ? (
        <div className={styles.problem}>
          <Notice tone="error">
            {messageOf(report.error, 'The sales could not be loaded. Check the connection.')}
          </Notice>
          <Button onClick={() => void report.refetch()}>Try again</Button>
        </div>
      ) : (
        <Dashboard report={report.data} outlets={outlets.data ?? []} busy={report.isPlaceholderData} />
      )}
    </>
  );
}

/** The outlets the report covers, each with its colour, in the console's order of outlets. */
function shownOutlets(report: SalesReport, known: StaffOutlet[]): ShownOutlet[] {
  const order = known.map((outlet) => outlet._id);
  const position = (storeId: string) => (order.includes(storeId) ? order.indexOf(storeId) : order.length);
  return [...report.outlets]
    .sort((a, b) => position(a.storeId) - position(b.storeId) || a.outletName.localeCompare(b.outletName))
    .map((outlet, index) => ({
      storeId: outlet.storeId,
      outletName: outlet.outletName,
      colour:
        OUTLET_COLOURS[(order.includes(outlet.storeId) ? position(outlet.storeId) : index) % OUTLET_COLOURS.length]!,
    }));
}

function bestDay(report: SalesReport, measure: 'revenue' | 'orders') {
  return report.days.reduce<SalesReport['days'][number] | null>(
    (best, day) => (day[measure] > 0 && (!best || day[measure] > best[measure]) ? day : best),
    null,
  );
}

function Dashboard({ report, outlets, busy }: { report: SalesReport; outlets: StaffOutlet[]; busy: boolean }) {
  const shown = useMemo(() => shownOutlets(report, outlets), [report, outlets]);
  const byOutlet = report.outlet === null && shown.length > 1;
  const labels = useMemo(() => report.days.map((day) => axisDay(day.date)), [report]);
  const series = useMemo(() => {
    const of = (measure: 'revenue' | 'orders', single: string): Series[] =>
      byOutlet
        ? shown.map((outlet) => ({
            label: outlet.outletName,
            colour: outlet.colour,
            values: report.days.map(
              (day) => day.outlets.find((each) => each.storeId === outlet.storeId)?.[measure] ?? 0,
            ),
          }))
        : [
            {
              label: single,
              colour:
                (report.outlet ? shown.find((outlet) => outlet.storeId === report.outlet) : shown[0])?.colour ??
                OUTLET_COLOURS[0]!,
              values: report.days.map((day) => day[measure]),
            },
          ];
    return { revenue: of('revenue', 'Revenue'), orders: of('orders', 'Orders') };
  }, [report, shown, byOutlet]);
  const drawn = useMemo(() => report.bestSellers.slice(0, MOST_BARS), [report]);

  const { totals } = report;
  const span = rangeWords(report);
  const stackedWords = byOutlet ? ', stacked by outlet' : '';
  const topRevenue = bestDay(report, 'revenue');
  const topOrders = bestDay(report, 'orders');
  const revenueWords =
    `Bar chart of revenue per day, ${span}${stackedWords}: ${money(totals.revenue)} in all` +
    (topRevenue ? `; the best day was ${formatEventDate(topRevenue.date)} with ${money(topRevenue.revenue)}` : '') +
    '. The table ‘Day by day’ gives every figure.';
  const ordersWords =
    `Bar chart of orders per day, ${span}${stackedWords}: ${totals.orders} in all` +
    (topOrders ? `; the busiest day was ${formatEventDate(topOrders.date)} with ${topOrders.orders}` : '') +
    '. The table ‘Day by day’ gives every figure.';
  const sellersWords =
    `Bar chart of the ${drawn.length} best-selling items by quantity: ` +
    drawn.map((item) => `${item.itemName}, ${item.quantity}`).join('; ') +
    '. The table ‘Best-selling items’ gives them with their revenue.';

  return (
    <div className={styles.dashboard} aria-busy={busy}>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>Orders</dt>
          <dd>{totals.orders.toLocaleString('en-IN')}</dd>
        </div>
        <div className={styles.total}>
          <dt>Revenue</dt>
          <dd>{money(totals.revenue)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Average order</dt>
          <dd>{totals.orders > 0 ? money(Math.round(totals.revenue / totals.orders)) : '–'}</dd>
        </div>
        <div className={styles.total}>
          <dt>Cancelled orders</dt>
          <dd>{totals.cancelled.toLocaleString('en-IN')}</dd>
        </div>
      </dl>

      {totals.orders === 0 ? (
        <p className={styles.empty}>No paid orders {report.from === report.to ? 'on this day' : 'in this range'}.</p>
      ) : (
        <>
          {byOutlet ? (
            <section className={styles.panel} aria-labelledby="sales-outlets">
              <h2 id="sales-outlets" className={styles.panelTitle}>
                Outlets
              </h2>
              <OutletTable report={report} outlets={shown} />
            </section>
          ) : null}

          <section className={styles.panel} aria-labelledby="sales-days">
            <h2 id="sales-days" className={styles.panelTitle}>
              Per day
            </h2>
            <div className={styles.pair}>
              <figure className={styles.figure}>
                <figcaption className={styles.figureTitle}>Revenue per day</figcaption>
                <DayChart labels={labels} series={series.revenue} measure="revenue" description={revenueWords} />
              </figure>
              <figure className={styles.figure}>
                <figcaption className={styles.figureTitle}>Orders per day</figcaption>
                <DayChart labels={labels} series={series.orders} measure="orders" description={ordersWords} />
              </figure>
            </div>
            <DayTable report={report} outlets={byOutlet ? shown : []} dayLabel={formatEventDate} />
          </section>

          {report.bestSellers.length > 0 ? (
            <section className={styles.panel} aria-labelledby="sales-items">
              <h2 id="sales-items" className={styles.panelTitle}>
                Best sellers
              </h2>
              <div className={styles.pair}>
                <figure className={styles.figure}>
                  <figcaption className={styles.figureTitle}>
                    {drawn.length < report.bestSellers.length ? `The top ${drawn.length}, by quantity` : 'By quantity'}
                  </figcaption>
                  <BestSellersChart items={drawn} description={sellersWords} />
                </figure>
                <BestSellersTable items={report.bestSellers} />
              </div>
              <p className={styles.note}>An item’s revenue is its price times the number sold, before GST.</p>
            </section>
          ) : null}

          {report.paymentMethods.length > 0 ? (
            <section className={styles.panel} aria-labelledby="sales-payments">
              <h2 id="sales-payments" className={styles.panelTitle}>
                How it was paid
              </h2>
              <PaymentMethodsTable methods={report.paymentMethods} />
              <p className={styles.note}>
                Cash, UPI and card were taken at the counter: the drawer and the counter’s UPI and card machines should
                hold these amounts.
              </p>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
