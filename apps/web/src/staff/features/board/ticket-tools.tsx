import { Printer } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../components/switch';
import segments from '../../components/segments.module.css';
import { PAPER_WORDS, TICKET_PAPERS, type TicketPaper } from './kitchen-ticket';
import styles from './ticket-tools.module.css';

interface TicketToolsProps {
  paper: TicketPaper;
  onPaper: (paper: TicketPaper) => void;
  printNew: boolean;
  onPrintNew: (on: boolean) => void;
  /** The day's orders still to make or hand over; absent when the board shows several days. */
  dayOrders: number | null;
  onPrintDay: () => void;
}

/**
 * This tablet's ticket printer: the paper it takes, whether each new order prints by itself, and
 * the tickets of the day's open orders in one go (before a busy morning, or after the printer ran out).
 */
export function TicketTools({ paper, onPaper, printNew, onPrintNew, dayOrders, onPrintDay }: TicketToolsProps) {
  const labelId = useId();
  return (
    <section className={styles.tools} aria-label="Kitchen tickets">
      <div className={styles.paper}>
        <span className={styles.label} id={labelId}>
          Ticket printer
        </span>
        <div role="group" aria-labelledby={labelId} className={segments.segments}>
          {TICKET_PAPERS.map((each) => (
            <button
              key={each}
              type="button"
              className={segments.segment}
              aria-pressed={each === paper}
              onClick={() => onPaper(each)}
            >
              {PAPER_WORDS[each]}
            </button>
          ))}
        </div>
      </div>
      <Switch label="Print each new order" checked={printNew} onChange={onPrintNew} />
      {dayOrders === null ? null : (
        <Button variant="secondary" className={styles.day} disabled={dayOrders === 0} onClick={onPrintDay}>
          <Printer aria-hidden="true" size={18} />
          Print the day’s tickets
          <span className={styles.count}>{dayOrders}</span>
        </Button>
      )}
    </section>
  );
}
