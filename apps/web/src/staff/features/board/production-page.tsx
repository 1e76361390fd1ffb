import { sizeLabel, type ProductionLine } from '@roast/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ConsolePageHead, Notice } from '../../components/console-page';
import { staffApi, messageOf } from '../../lib/api';
import { dayLong, indiaToday } from '../../lib/dates';
import { outletsQuery, type StaffOutlet } from '../../lib/outlets';
import { staffKeys } from '../../lib/query-keys';
import { readSetting, writeSetting } from '../../lib/settings';
import { OutletPicker } from './board-toolbar';
import { FoodChoice } from './food-choice';
import styles from './production.module.css';

const productionQuery = (outlet: string, date: string) =>
  queryOptions({
    queryKey: staffKeys.production(outlet, date),
    queryFn: async () => {
      const query = new URLSearchParams({ outlet, date });
      return (await staffApi.get<{ data: ProductionLine[] }>(`/production?${query}`)).data;
    },
    refetchInterval: 60_000,
  });

/** What the kitchen makes for a day at an outlet, by item, size and egg choice: on screen and printed. */
export function ProductionPage() {
  const outlets = useQuery(outletsQuery);
  return (
    <>
      <title>Production list · Roast console</title>
      {outlets.isPending ? (
        <Skeleton height="3em" />
      ) : outlets.isError ? (
        <Notice tone="error">{messageOf(outlets.error)}</Notice>
      ) : outlets.data.length === 0 ? (
        <Notice tone="info">You do not work at an outlet yet. Ask the owner to add you to one.</Notice>
      ) : (
        <Production outlets={outlets.data} />
      )}
    </>
  );
}

function Production({ outlets }: { outlets: StaffOutlet[] }) {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('outlet') ?? readSetting('outlet');
  const outlet = outlets.find((each) => each._id === chosen) ?? outlets[0]!;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : indiaToday();
  const list = useQuery(productionQuery(outlet._id, date));
  const show = (next: { outlet?: string; date?: string }) => {
    if (next.outlet) writeSetting('outlet', next.outlet);
    setParams({ outlet: next.outlet ?? outlet._id, date: next.date ?? date }, { replace: true });
  };
  const lines = list.data ?? [];
  const units = lines.reduce((sum, line) => sum + line.units, 0);

  return (
    <>
      <ConsolePageHead
        title="Production list"
        intro="What the day’s paid orders ask the kitchen to make, by item, size and egg choice. Cancelled orders are left out."
      />
      <div className={styles.toolbar}>
        <OutletPicker outlets={outlets} outlet={outlet} onChange={(id) => show({ outlet: id })} />
        <label className={styles.date}>
          <span>Pickup day</span>
          <input
            type="date"
            value={date}
            required
            onChange={(event) => {
              if (event.currentTarget.value) show({ date: event.currentTarget.value });
            }}
          />
        </label>
        <Button variant="secondary" onClick={() => window.print()} disabled={lines.length === 0}>
          <Printer aria-hidden="true" size={18} /> Print
        </Button>
      </div>

      <h2 className={styles.heading}>
        {outlet.outletName} · {dayLong(date)}
      </h2>
      {list.isPending ? (
        <div role="status">
          <span className="visually-hidden">Loading the production list…</span>
          <Skeleton height="8em" />
        </div>
      ) : list.isError ? (
        <div className={styles.problem}>
          <Notice tone="error">{messageOf(list.error, 'The list could not be loaded. Check the connection.')}</Notice>
          <Button onClick={() => void list.refetch()}>Try again</Button>
        </div>
      ) : lines.length === 0 ? (
        <p className={styles.empty}>Nothing to make for this day yet.</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">
            To make at {outlet.outletName} for {dayLong(date)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Size</th>
              <th scope="col">Egg</th>
              <th scope="col" className={styles.number}>
                Quantity
              </th>
              <th scope="col" className={styles.number}>
                Units
              </th>
              <th scope="col" className={styles.number}>
                Orders
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.itemId}-${line.size}-${line.isveg}`}>
                <th scope="row">{line.itemName}</th>
                <td>{sizeLabel(line.size) || '—'}</td>
                <td>{line.isveg ? <FoodChoice isveg={line.isveg} /> : '—'}</td>
                <td className={styles.number}>{line.quantity}</td>
                <td className={styles.number}>{line.units}</td>
                <td className={styles.number}>{line.orders}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Kitchen units in all
              </th>
              <td className={styles.number}>{units}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
    </>
  );
}
