import type { SalesReport } from '@roast/domain';
import { useId, type ReactNode } from 'react';
import { rupees } from '../../../lib/format';
import styles from './sales.module.css';

/** An outlet as the report shows it, with its colour in the charts. */
export interface ShownOutlet {
  storeId: string;
  outletName: string;
  colour: string;
}

export const money = (amount: number) => rupees(Math.round(amount * 100) / 100);

/**
 * A table in a box of its own that scrolls sideways on a narrow screen (and down, for a long
 * range), reachable by keyboard and named by its caption.
 */
function TableBox({ caption, children, tall }: { caption: string; children: ReactNode; tall?: boolean }) {
  const captionId = useId();
  return (
    <div
      className={`${styles.tableBox} ${tall ? styles.tableTall : ''}`}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

/** Each outlet's orders and revenue, and its share of the revenue. */
export function OutletTable({ report, outlets }: { report: SalesReport; outlets: ShownOutlet[] }) {
  const share = (revenue: number) =>
    report.totals.revenue > 0 ? `${Math.round((revenue / report.totals.revenue) * 100)}%` : '–';
  return (
    <TableBox caption="By outlet">
      <thead>
        <tr>
          <th scope="col">Outlet</th>
          <th scope="col" className={styles.number}>
            Orders
          </th>
          <th scope="col" className={styles.number}>
            Revenue
          </th>
          <th scope="col" className={styles.number}>
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {outlets.map((outlet) => {
          const totals = report.outlets.find((each) => each.storeId === outlet.storeId);
          return (
            <tr key={outlet.storeId}>
              <th scope="row">
                <span className={styles.swatch} style={{ background: outlet.colour }} aria-hidden="true" />
                {outlet.outletName}
              </th>
              <td className={styles.number}>{totals?.orders ?? 0}</td>
              <td className={styles.number}>{money(totals?.revenue ?? 0)}</td>
              <td className={styles.number}>{share(totals?.revenue ?? 0)}</td>
            </tr>
          );
        })}
      </tbody>
    </TableBox>
  );
}

interface DayTableProps {
  report: SalesReport;
  /** The outlets given columns of their own; none when the report is of one outlet. */
  outlets: ShownOutlet[];
  dayLabel: (date: string) => string;
}

/** Every day of the range, with its orders and revenue (and each outlet's): the charts' numbers. */
export function DayTable({ report, outlets, dayLabel }: DayTableProps) {
  const byOutlet = outlets.length > 1;
  const ofOutlet = (day: SalesReport['days'][number], storeId: string) =>
    day.outlets.find((each) => each.storeId === storeId) ?? { orders: 0, revenue: 0 };
  return (
    <TableBox caption="Day by day" tall>
      <thead>
        {byOutlet ? (
          <>
            <tr>
              <td className={styles.corner} />
              <th scope="colgroup" colSpan={2} className={styles.group}>
                All outlets
              </th>
              {outlets.map((outlet) => (
                <th key={outlet.storeId} scope="colgroup" colSpan={2} className={styles.group}>
                  <span className={styles.swatch} style={{ background: outlet.colour }} aria-hidden="true" />
                  {outlet.outletName}
                </th>
              ))}
            </tr>
            <tr>
              <th scope="col">Day</th>
              {[{ storeId: 'all' }, ...outlets].map((outlet) => (
                <OrdersRevenueHeads key={outlet.storeId} />
              ))}
            </tr>
          </>
        ) : (
          <tr>
            <th scope="col">Day</th>
            <OrdersRevenueHeads />
          </tr>
        )}
      </thead>
      <tbody>
        {report.days.map((day) => (
          <tr key={day.date} className={day.orders === 0 ? styles.quiet : undefined}>
            <th scope="row">{dayLabel(day.date)}</th>
            <td className={styles.number}>{day.orders}</td>
            <td className={styles.number}>{money(day.revenue)}</td>
            {byOutlet
              ? outlets.map((outlet) => {
                  const figures = ofOutlet(day, outlet.storeId);
                  return [
                    <td key={`${outlet.storeId}-orders`} className={styles.number}>
                      {figures.orders}
                    </td>,
                    <td key={`${outlet.storeId}-revenue`} className={styles.number}>
                      {money(figures.revenue)}
                    </td>,
                  ];
                })
              : null}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All days</th>
          <td className={styles.number}>{report.totals.orders}</td>
          <td className={styles.number}>{money(report.totals.revenue)}</td>
          {byOutlet
            ? outlets.map((outlet) => {
                const totals = report.outlets.find((each) => each.storeId === outlet.storeId);
                return [
                  <td key={`${outlet.storeId}-orders`} className={styles.number}>
                    {totals?.orders ?? 0}
                  </td>,
                  <td key={`${outlet.storeId}-revenue`} className={styles.number}>
                    {money(totals?.revenue ?? 0)}
                  </td>,
                ];
              })
            : null}
        </tr>
      </tfoot>
    </TableBox>
  );
}

function OrdersRevenueHeads() {
  return (
    <>
      <th scope="col" className={styles.number}>
        Orders
      </th>
      <th scope="col" className={styles.number}>
        Revenue
      </th>
    </>
  );
}

/** The best sellers, with how many were sold and what they brought in. */
/** How the sales report names the ways an order was paid. */
const PAYMENT_METHODS: Record<string, string> = {
  ONLINE: 'Online, at checkout',
  CASH: 'Cash at the counter',
  UPI: 'UPI at the counter',
  CARD: 'Card at the counter',
  LINK: 'Payment link',
};

/** The takings by how they were paid: what the counter's cash drawer and the bank should each hold. */
export function PaymentMethodsTable({ methods }: { methods: SalesReport['paymentMethods'] }) {
  return (
    <TableBox caption="How it was paid">
      <thead>
        <tr>
          <th scope="col">Paid by</th>
          <th scope="col" className={styles.number}>
            Orders
          </th>
          <th scope="col" className={styles.number}>
            Revenue
          </th>
        </tr>
      </thead>
      <tbody>
        {methods.map((each) => (
          <tr key={each.method}>
            <th scope="row">{PAYMENT_METHODS[each.method] ?? each.method}</th>
            <td className={styles.number}>{each.orders}</td>
            <td className={styles.number}>{money(each.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}

export function BestSellersTable({ items }: { items: SalesReport['bestSellers'] }) {
  return (
    <TableBox caption="Best-selling items">
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className={styles.number}>
            Sold
          </th>
          <th scope="col" className={styles.number}>
            Revenue
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.itemName}>
            <th scope="row">{item.itemName}</th>
            <td className={styles.number}>{item.quantity}</td>
            <td className={styles.number}>{money(item.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}
