import { addDays, KITCHEN_STATUSES, type BoardOrder, type KitchenStatus } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ClipboardList, Plus, Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Notice } from '../../components/console-page';
import { messageOf } from '../../lib/api';
import { dayLong, pickupWords, relativeDay } from '../../lib/dates';
import { useKeptAt, useOnline } from '../../lib/offline';
import { outletsQuery, type StaffOutlet } from '../../lib/outlets';
import { staffPaths } from '../../lib/paths';
import { readSetting, writeSetting } from '../../lib/settings';
import { boardAddress, boardQuery } from './api/board';
import { useBoardStream, useSharedStream } from './api/shared-stream';
import { pauseOf, slotsQuery } from './api/slots';
import { BoardList } from './board-list';
import { DayPicker, OutletPicker, StatusChips } from './board-toolbar';
import { readView, useIndiaToday, viewParams, type BoardView, type DayChoice } from './board-view';
import styles from './board.module.css';
import { TicketSheet } from './kitchen-ticket';
import { LiveTools } from './live-tools';
import { OfflineNotice } from './offline-notice';
import { PauseControls } from './pause-controls';
import { BoardReadOnlyContext } from './read-only';
import { SlotLoadStrip } from './slot-load';
import slotStyles from './slot-load.module.css';
import { openOrders, useTicketPrinting } from './ticket-printing';
import { TicketTools } from './ticket-tools';
import { useSound } from './use-sound';
import { useWakeLock } from './use-wake-lock';

/** The console's home: the orders of the member's outlet, live, for the counter to work through. */
export function BoardPage() {
  const outlets = useQuery(outletsQuery);
  return (
    <>
      <title>Orders · Roast console</title>
      {outlets.isPending ? (
        <BoardSkeleton />
      ) : outlets.isError ? (
        <div className={styles.problem}>
          <Notice tone="error">{messageOf(outlets.error)}</Notice>
          <Button onClick={() => void outlets.refetch()}>Try again</Button>
        </div>
      ) : outlets.data.length === 0 ? (
        <Notice tone="info">You do not work at an outlet yet. Ask the owner to add you to one.</Notice>
      ) : (
        <Board outlets={outlets.data} />
      )}
    </>
  );
}

const inView = (order: BoardOrder, view: BoardView) =>
  order.pickupDate >= view.date &&
  order.pickupDate <= addDays(view.date, view.days - 1) &&
  (!view.status || view.status === order.status);

function countByStatus(orders: BoardOrder[]): Record<KitchenStatus, number> {
  const counts = Object.fromEntries(KITCHEN_STATUSES.map((status) => [status, 0])) as Record<KitchenStatus, number>;
  for (const order of orders) counts[order.status] += 1;
  return counts;
}

/**
 * Whether an order answers a search at the counter: a word of the customer's name, the digits of
 * their phone (as written or without spaces), the order's number or its pickup code.
 */
export function matches(order: BoardOrder, search: string): boolean {
  const words = search.trim().toLowerCase();
  if (words === '') return true;
  const digits = words.replace(/\D/g, '');
  const phone = order.customer.phone.replace(/\D/g, '');
  return (
    order.customer.name.toLowerCase().includes(words) ||
    order.orderId.toLowerCase().includes(words) ||
    (digits.length >= 3 &&
      digits === words.replace(/[\s+-]/g, '') &&
      (phone.includes(digits) || order.pickupCode === digits))
  );
}

function Board({ outlets }: { outlets: StaffOutlet[] }) {
  const [chosenOutlet, setChosenOutlet] = useState(() => readSetting('outlet'));
  const outlet = outlets.find((each) => each._id === chosenOutlet) ?? outlets[0]!;
  const today = useIndiaToday();
  const [params, setParams] = useSearchParams();
  const view = readView(params, today);
  const board = useQuery(boardQuery(outlet._id, view.date, view.days));
  // Offline, or answered by the copy the service worker kept: the board is read-only and says so.
  const online = useOnline();
  const keptAt = useKeptAt(boardAddress(outlet._id, view.date, view.days));
  const readOnly = !online || keptAt !== null;
  const readAt = keptAt ?? (board.dataUpdatedAt > 0 ? new Date(board.dataUpdatedAt).toISOString() : null);
  const sound = useSound();
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const [elsewhere, setElsewhere] = useState<BoardOrder | null>(null);
  const [search, setSearch] = useState('');
  const tickets = useTicketPrinting();

  // The console rings for new orders, on this page as on every other, until someone acknowledges them.
  const consoleRings = useSharedStream() !== null;
  const live = useBoardStream(outlet._id, (order, isNew) => {
    if (!isNew) return;
    setFresh((before) => new Set(before).add(order._id));
    setAnnouncement(`New order ${order.orderId} for ${pickupWords(order.pickupDate, order.pickupTime, today)}`);
    setElsewhere(inView(order, view) ? null : order);
    tickets.printArrived(order);
    if (!consoleRings) sound.chime();
  });
  const stream = live.stream;
  // The counter looks up at the board: the screen stays on while it is open.
  useWakeLock();

  const chooseOutlet = (outletId: string) => {
    setChosenOutlet(outletId);
    writeSetting('outlet', outletId);
    setElsewhere(null);
  };
  const show = (choice: DayChoice, date: string | undefined, status: KitchenStatus | null) => {
    const day = choice === 'date' && date === today ? 'today' : choice;
    setParams(viewParams({ choice: day, date, status }));
  };
  const showOrder = (order: BoardOrder) => {
    const choice = order.pickupDate === today ? 'today' : order.pickupDate === addDays(today, 1) ? 'tomorrow' : 'date';
    show(choice, order.pickupDate, null);
    setElsewhere(null);
  };

  const printTicket = (order: BoardOrder) => tickets.print([order]);

  const orders = board.data ?? [];
  const shown = (view.status ? orders.filter((order) => order.status === view.status) : orders).filter((order) =>
    matches(order, search),
  );
  const toStart = orders.filter((order) => order.status === 'Confirmed').length;
  // The day's tickets: every order of the day shown still to make or hand over.
  const dayTickets = view.days === 1 ? openOrders(orders) : null;
  const title = view.days > 1 ? 'Next 7 days' : relativeDay(view.date, today);
  const dates =
    view.days > 1
      ? `${dayLong(view.date)} to ${dayLong(addDays(view.date, view.days - 1))}`
      : title === dayLong(view.date)
        ? ''
        : dayLong(view.date);

  return (
    <BoardReadOnlyContext value={readOnly}>
      <LiveTools stream={stream} sound={sound} />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>

      <div className={styles.toolbar}>
        <OutletPicker outlets={outlets} outlet={outlet} onChange={chooseOutlet} />
        <DayPicker view={view} onChange={(choice, date) => show(choice, date, view.status)} />
        <label className={styles.search}>
          <Search aria-hidden="true" size={20} />
          <span className="visually-hidden">Find an order</span>
          <input
            type="search"
            value={search}
            placeholder="Name, phone, order or code"
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </label>
      </div>

      {readOnly ? <OfflineNotice keptAt={readAt} today={today} /> : null}

      <div className={styles.heading}>
        <h1 className={styles.title}>
          {title}
          {dates ? <span className={styles.titleDates}>{dates}</span> : null}
        </h1>
        <p className={styles.summary}>
          {outlet.outletName}
          {board.data ? (
            <>
              {' · '}
              {orders.length} {orders.length === 1 ? 'order' : 'orders'}
              {toStart > 0 ? ` · ${toStart} to start` : ''}
            </>
          ) : null}
        </p>
      </div>

      <p className={styles.productionLink}>
        <Link className={styles.newOrder} to={staffPaths.newOrder}>
          <Plus aria-hidden="true" size={18} /> New order
        </Link>
        <Link to={staffPaths.productionOf(outlet._id, view.date)}>
          <ClipboardList aria-hidden="true" size={18} /> Production list
        </Link>
      </p>

      <TicketTools
        paper={tickets.paper}
        onPaper={tickets.choosePaper}
        printNew={tickets.printNew}
        onPrintNew={tickets.setPrintNew}
        dayOrders={dayTickets?.length ?? null}
        onPrintDay={() => tickets.print(dayTickets ?? [])}
      />

      <Capacity outlet={outlet} date={view.date} today={today} />

      {elsewhere ? (
        <Notice tone="info" className={styles.elsewhere}>
          <p>
            New order <strong>{elsewhere.orderId}</strong> for{' '}
            {pickupWords(elsewhere.pickupDate, elsewhere.pickupTime, today)}: it is not on this view.
          </p>
          <div className={styles.elsewhereActions}>
            <Button variant="secondary" onClick={() => showOrder(elsewhere)}>
              Show it
            </Button>
            <Button variant="secondary" onClick={() => setElsewhere(null)}>
              Dismiss
            </Button>
          </div>
        </Notice>
      ) : null}

      <StatusChips
        counts={countByStatus(orders)}
        total={orders.length}
        status={view.status}
        onChange={(status) => show(view.choice, view.date, status)}
      />

      {board.isPending ? (
        // Waiting for the connection with nothing kept: the offline notice says so.
        board.fetchStatus === 'paused' ? null : (
          <BoardSkeleton />
        )
      ) : board.isError && !board.data ? (
        <div className={styles.problem}>
          <Notice tone="error">
            {messageOf(board.error, 'The orders could not be loaded. Check the connection.')}
          </Notice>
          <Button onClick={() => void board.refetch()}>Try again</Button>
        </div>
      ) : orders.length === 0 ? (
        <p className={styles.empty}>
          {view.days > 1 ? `No orders for these ${view.days} days yet.` : 'No orders for this day yet.'}
        </p>
      ) : shown.length === 0 && search.trim() !== '' ? (
        <div className={styles.empty}>
          <p>No order here matches ‘{search.trim()}’.</p>
          <Button variant="secondary" onClick={() => setSearch('')}>
            Clear the search
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <div className={styles.empty}>
          <p>
            Nothing in ‘{view.status}’ {view.days > 1 ? `for these ${view.days} days` : 'for this day'}.
          </p>
          <Button variant="secondary" onClick={() => show(view.choice, view.date, null)}>
            Show all orders
          </Button>
        </div>
      ) : (
        <BoardList
          orders={shown}
          outlet={outlet._id}
          severalDays={view.days > 1}
          today={today}
          fresh={live.unacknowledged.size > 0 ? new Set([...fresh, ...live.unacknowledged]) : fresh}
          onPrint={printTicket}
        />
      )}

      {tickets.sheet ? (
        <TicketSheet orders={tickets.sheet.orders} printedAt={tickets.sheet.printedAt} paper={tickets.paper} />
      ) : null}
    </BoardReadOnlyContext>
  );
}

/** The time now, looked at again every half minute and the moment a pause ends. */
function useNow(pausedUntil: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    const wait = pausedUntil ? new Date(pausedUntil).getTime() - Date.now() : 0;
    if (!(wait > 0)) return;
    const timer = window.setTimeout(() => setNow(Date.now()), wait + 250);
    return () => window.clearTimeout(timer);
  }, [pausedUntil]);
  return now;
}

/** How full the day's pickup slots are, and the 'busy' pause of online orders. */
function Capacity({ outlet, date, today }: { outlet: StaffOutlet; date: string; today: string }) {
  const slots = useQuery(slotsQuery(outlet._id, date));
  const now = useNow(slots.data?.pausedUntil);
  const paused = slots.data ? pauseOf(slots.data, now) : null;
  return (
    <section
      className={slotStyles.panel}
      aria-label="Pickup slots and online orders"
      data-paused={paused ? '' : undefined}
    >
      {slots.data ? <PauseControls key={outlet._id} outlet={outlet} paused={paused} now={now} /> : null}
      <SlotLoadStrip
        outlet={outlet._id}
        date={date}
        today={today}
        now={now}
        load={slots.data}
        error={slots.error}
        onRetry={() => void slots.refetch()}
      />
    </section>
  );
}

function BoardSkeleton() {
  return (
    <div role="status" className={styles.skeleton}>
      <span className="visually-hidden">Loading orders…</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={styles.skeletonCard} aria-hidden="true">
          <Skeleton width="35%" height="2em" />
          <Skeleton width="60%" height="1.3em" />
          <Skeleton width="90%" />
          <Skeleton width="75%" />
          <Skeleton width="50%" height="2.6em" />
        </div>
      ))}
    </div>
  );
}
