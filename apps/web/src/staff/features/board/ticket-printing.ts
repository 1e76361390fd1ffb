import { ORDER_MOVES, type BoardOrder } from '@roast/domain';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { indiaMoment } from '../../lib/dates';
import { readSetting, writeSetting } from '../../lib/settings';
import { PRINTING_ATTRIBUTE, TICKET_PAPERS, type TicketPaper } from './kitchen-ticket';

const PAPER = 'ticket-paper';
const PRINT_NEW = 'print-new-orders';
const PRINTED = 'printed-tickets';
/** Enough for several busy days; the oldest are forgotten first. */
const MOST_REMEMBERED = 500;
/** A print the browser never said was over (no 'afterprint') stops holding the next ones back after this. */
const LONGEST_PRINT_MS = 60_000;

/** Whether a print begun at `since` (ms) may still have its dialog open. */
const stillPrinting = (since: number | null) => since !== null && Date.now() - since < LONGEST_PRINT_MS;

function readPaper(): TicketPaper {
  const saved = readSetting(PAPER);
  return TICKET_PAPERS.find((paper) => paper === saved) ?? '80mm';
}

function printedIds(): string[] {
  try {
    const saved: unknown = JSON.parse(readSetting(PRINTED) ?? '[]');
    return Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Notes on this device that an order's ticket came out by itself, so a reload or a second look at
 * the same order does not print it again. Answers whether it had not been printed before.
 */
function firstTimePrinted(orderId: string): boolean {
  const printed = printedIds();
  if (printed.includes(orderId)) return false;
  writeSetting(PRINTED, JSON.stringify([...printed, orderId].slice(-MOST_REMEMBERED)));
  return true;
}

/** The orders still to make or hand over: not cancelled, picked up or given up as a no-show. */
export const openOrders = (orders: BoardOrder[]) => orders.filter((order) => ORDER_MOVES[order.status].length > 0);

export interface TicketSheetState {
  orders: BoardOrder[];
  printedAt: string;
}

/**
 * The board's kitchen tickets: the paper this tablet's printer takes and whether each new order
 * prints by itself (both remembered on the device), and printing some orders' tickets in one go.
 * Orders asked for while the print dialog is still open come out together once it closes.
 */
export function useTicketPrinting() {
  const [paper, setPaper] = useState(readPaper);
  const [printNew, setPrintNew] = useState(() => readSetting(PRINT_NEW) === 'on');
  const [sheet, setSheet] = useState<TicketSheetState | null>(null);
  const printingSince = useRef<number | null>(null);
  const waiting = useRef<BoardOrder[]>([]);

  const print = (orders: BoardOrder[]) => {
    if (orders.length === 0) return;
    if (stillPrinting(printingSince.current)) {
      waiting.current.push(...orders);
      return;
    }
    const now = new Date();
    printingSince.current = now.getTime();
    // The tickets are on the page before the print dialog takes its picture of them.
    flushSync(() => setSheet({ orders, printedAt: indiaMoment(now.toISOString()) }));
    const root = document.documentElement;
    root.setAttribute(PRINTING_ATTRIBUTE, '');
    window.addEventListener(
      'afterprint',
      () => {
        root.removeAttribute(PRINTING_ATTRIBUTE);
        printingSince.current = null;
        setSheet(null);
        const next = waiting.current.splice(0);
        if (next.length > 0) print(next);
      },
      { once: true },
    );
    window.print();
  };

  return {
    sheet,
    paper,
    choosePaper: (next: TicketPaper) => {
      setPaper(next);
      writeSetting(PAPER, next);
    },
    printNew,
    setPrintNew: (on: boolean) => {
      setPrintNew(on);
      writeSetting(PRINT_NEW, on ? 'on' : 'off');
    },
    print,
    /** A new paid order just arrived: its ticket prints, once on this device, when the switch is on. */
    printArrived: (order: BoardOrder) => {
      if (printNew && firstTimePrinted(order._id)) print([order]);
    },
  };
}
