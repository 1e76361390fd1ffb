import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './my-orders.module.css';

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The page links to show, as react-paginate lays them out: `margin` pages at each end, about
 * `range` around the current one, and a gap where pages are left out (a gap of one page is shown
 * as that page). Pages count from 1.
 */
export function pageItems(pageCount: number, current: number, range = 2, margin = 3): PageItem[] {
  if (pageCount <= range) return Array.from({ length: pageCount }, (_, index) => ({ kind: 'page', page: index + 1 }));
  const selected = current - 1;
  let left = range / 2;
  let right = range - left;
  if (selected > pageCount - range / 2) {
    right = pageCount - selected;
    left = range - right;
  } else if (selected < range / 2) {
    left = selected;
    right = range - left;
  }
  const items: PageItem[] = [];
  for (let index = 0; index < pageCount; index++) {
    const page = index + 1;
    const atEdge = page <= margin || page > pageCount - margin;
    const nearby = index >= selected - left && index <= selected + (selected === 0 && range > 1 ? right - 1 : right);
    if (atEdge || nearby) items.push({ kind: 'page', page });
    else if (items.at(-1)?.kind === 'page') items.push({ kind: 'gap', after: items.length });
  }
  return items.map((item, position) => {
    const before = items[position - 1];
    const after = items[position + 1];
    if (item.kind === 'gap' && before?.kind === 'page' && after?.kind === 'page' && after.page - before.page <= 2) {
      return { kind: 'page', page: before.page + 1 };
    }
    return item;
  });
}

interface PaginationProps {
  label: string;
  pageCount: number;
  current: number;
  onChange: (page: number) => void;
}

/** Previous, the page links and next, for a list shown a page at a time. */
export function Pagination({ label, pageCount, current, onChange }: PaginationProps) {
  const { t } = useTranslation('orders');
  if (pageCount <= 1) return null;
  const first = current <= 1;
  const last = current >= pageCount;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul>
        <li>
          <button
            type="button"
            className={styles.step}
            aria-disabled={first || undefined}
            onClick={() => !first && onChange(current - 1)}
          >
            <ChevronLeft aria-hidden="true" size={18} />
            {t('pagination.previous')}
          </button>
        </li>
        {pageItems(pageCount, current).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.pageButton}
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={() => item.page !== current && onChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            aria-disabled={last || undefined}
            onClick={() => !last && onChange(current + 1)}
          >
            {t('pagination.next')}
            <ChevronRight aria-hidden="true" size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
