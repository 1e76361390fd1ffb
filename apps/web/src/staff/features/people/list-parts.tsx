import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './people.module.css';

/** An Indian mobile number as people read it ('98765 43210'). */
export function phoneWords(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `${digits.slice(0, 5)} ${digits.slice(5)}`;
  if (digits.length === 12 && digits.startsWith('91')) return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`;
  return phone;
}

/** The number as a phone dials it ('tel:+919876543210'). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+91${digits}`;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * A download of the whole list as a spreadsheet: a plain link, so the browser saves the file the
 * server sends (with the session cookie) instead of the page reading it.
 */
export function CsvLink({ href, children = 'Export CSV' }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} download className={styles.csv}>
      <Download aria-hidden="true" size={18} />
      {children}
    </a>
  );
}

/** '1–25 of 112'. */
export function rangeWords(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `${first}–${last} of ${total}`;
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

interface PagerProps {
  /** What the pages are of, for the navigation's name ('Pages of applications'). */
  label: string;
  page: number;
  pages: number;
  /** The address of a page (links), or what to do to show it (buttons, for a list paged here). */
  to?: (page: number) => string;
  onPage?: (page: number) => void;
}

/** Previous and next, with where the reader is; nothing for a single page. */
export function Pager({ label, page, pages, to, onPage }: PagerProps) {
  if (pages <= 1) return null;
  const step = (target: number, text: string, icon: ReactNode, rel: 'prev' | 'next') => {
    const content =
      rel === 'prev' ? (
        <>
          {icon}
          {text}
        </>
      ) : (
        <>
          {text}
          {icon}
        </>
      );
    if (target < 1 || target > pages) {
      return (
        <span className={styles.pageStep} aria-disabled="true">
          {content}
        </span>
      );
    }
    const toTop = () => window.scrollTo({ top: 0 });
    return to ? (
      <Link to={to(target)} rel={rel} className={styles.pageStep} onClick={toTop}>
        {content}
      </Link>
    ) : (
      <button
        type="button"
        className={styles.pageStep}
        onClick={() => {
          onPage?.(target);
          toTop();
        }}
      >
        {content}
      </button>
    );
  };
  return (
    <nav aria-label={label} className={styles.pager}>
      {step(page - 1, 'Previous', <ChevronLeft aria-hidden="true" size={20} />, 'prev')}
      <span className={styles.pageAt}>
        Page {page} of {pages}
      </span>
      {step(page + 1, 'Next', <ChevronRight aria-hidden="true" size={20} />, 'next')}
    </nav>
  );
}
