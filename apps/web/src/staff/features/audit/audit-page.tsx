import { CATALOG_KINDS, type AuditEntry, type CatalogKind } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CatalogImage } from '../../../components/ui/catalog-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { ConsolePageHead, Notice } from '../../components/console-page';
import { messageOf } from '../../lib/api';
import { indiaDateTime } from '../../lib/dates';
import { staffPaths, type AuditFilter } from '../../lib/paths';
import { auditQuery } from './api/audit';
import styles from './audit.module.css';
import { fieldName, isImage, valueWords } from './audit-values';

type AuditKind = CatalogKind | 'outlets' | 'orders' | 'payments';

const KIND_NAMES: Record<AuditKind, { many: string; one: string }> = {
  cakes: { many: 'Cakes', one: 'Cake' },
  offers: { many: 'Hampers', one: 'Hamper' },
  events: { many: 'Events', one: 'Event' },
  workshops: { many: 'Workshops', one: 'Workshop' },
  blogs: { many: 'Blogs', one: 'Blog post' },
  jobs: { many: 'Jobs', one: 'Job' },
  outlets: { many: 'Outlets', one: 'Outlet' },
  orders: { many: 'Orders taken or cancelled', one: 'Order' },
  payments: { many: 'Refunded payments', one: 'Payment' },
};
const KINDS: AuditKind[] = [...CATALOG_KINDS, 'outlets', 'orders', 'payments'];
const isAuditKind = (value: string | null): value is AuditKind => KINDS.some((kind) => kind === value);

const ACTION_WORDS: Record<AuditEntry['action'], string> = {
  created: 'Added',
  updated: 'Changed',
  deactivated: 'Deactivated',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

function readFilter(params: URLSearchParams): AuditFilter {
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  return {
    kind: isAuditKind(kind) ? kind : undefined,
    id: params.get('id') ?? undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Who changed the menu and the outlets, when, and each field before and after (owners). */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const audit = useQuery(auditQuery(filter));
  const selectId = useId();
  const entries = audit.data?.data ?? [];
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / audit.data.limit)) : 1;
  const itemName = filter.id ? entries[0]?.itemName : undefined;

  return (
    <>
      <title>Audit trail · Roast console</title>
      <ConsolePageHead
        title="Audit trail"
        intro="Every change to the menu and the outlets: who made it, when (India time), and what it was before."
      />
      <div className={styles.filters}>
        <label htmlFor={selectId} className={styles.filterLabel}>
          Show changes to
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={filter.kind ?? ''}
          onChange={(event) => setParams(event.target.value ? { kind: event.target.value } : {})}
        >
          <option value="">Everything</option>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_NAMES[kind].many}
            </option>
          ))}
        </select>
      </div>
      {filter.id ? (
        <Notice tone="info" className={styles.oneItem}>
          <p>
            {itemName ? `Showing the changes to ${itemName}.` : 'Showing the changes to one item.'}{' '}
            <Link to={staffPaths.auditOf({ kind: filter.kind })}>
              {filter.kind
                ? `Show every change to the ${KIND_NAMES[filter.kind].many.toLowerCase()}`
                : 'Show every change'}
            </Link>
          </p>
        </Notice>
      ) : null}

      {audit.isPending ? (
        <div role="status" className={styles.list}>
          <span className="visually-hidden">Loading the changes…</span>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className={styles.entry} aria-hidden="true">
              <Skeleton width="30%" />
              <Skeleton width="60%" height="1.4em" />
              <Skeleton width="80%" />
            </div>
          ))}
        </div>
      ) : audit.isError ? (
        <div className={styles.problem}>
          <Notice tone="error">{messageOf(audit.error)}</Notice>
          <Button onClick={() => void audit.refetch()}>Try again</Button>
        </div>
      ) : entries.length === 0 ? (
        <Notice tone="info">No changes yet.</Notice>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {`${audit.data.total} ${audit.data.total === 1 ? 'change' : 'changes'}`}
            {pages > 1 ? `, page ${audit.data.page} of ${pages}` : ''}
          </p>
          <ol className={styles.list} aria-busy={audit.isPlaceholderData}>
            {entries.map((entry) => (
              <li key={entry._id}>
                <Entry entry={entry} />
              </li>
            ))}
          </ol>
          {pages > 1 ? <Pages filter={filter} page={audit.data.page} pages={pages} /> : null}
        </>
      )}
    </>
  );
}

function Pages({ filter, page, pages }: { filter: AuditFilter; page: number; pages: number }) {
  return (
    <nav aria-label="Pages of changes" className={styles.pages}>
      {page > 1 ? (
        <ButtonLink variant="secondary" to={staffPaths.auditOf({ ...filter, page: page - 1 })}>
          <ChevronLeft aria-hidden="true" size={20} />
          Newer
        </ButtonLink>
      ) : (
        <span />
      )}
      {page < pages ? (
        <ButtonLink variant="secondary" to={staffPaths.auditOf({ ...filter, page: page + 1 })}>
          Older
          <ChevronRight aria-hidden="true" size={20} />
        </ButtonLink>
      ) : null}
    </nav>
  );
}

function itemLink(entry: AuditEntry): string | null {
  if (entry.kind === 'outlets') return staffPaths.outlets;
  if (entry.kind === 'payments') return staffPaths.payments;
  const kind = CATALOG_KINDS.find((each) => each === entry.kind);
  return kind ? staffPaths.item(kind, entry.itemId) : null;
}

function Entry({ entry }: { entry: AuditEntry }) {
  const headingId = useId();
  const kind = isAuditKind(entry.kind) ? KIND_NAMES[entry.kind].one : entry.kind;
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  const link = itemLink(entry);
  const imageKind = entry.kind === 'blogs' || entry.kind === 'jobs' ? 'banner' : 'product';
  const changes = (
    <dl className={styles.changes}>
      {fields.map((field) => (
        <div key={field} className={styles.change}>
          <dt>{fieldName(field)}</dt>
          <dd>
            {entry.action === 'created' ? null : (
              <>
                <Value field={field} value={entry.before[field]} imageKind={imageKind} />
                <ArrowRight aria-hidden="true" size={18} className={styles.arrow} />
                <span className="visually-hidden">became</span>
              </>
            )}
            <Value field={field} value={entry.after[field]} imageKind={imageKind} />
          </dd>
        </div>
      ))}
    </dl>
  );

  return (
    <article className={styles.entry} aria-labelledby={headingId}>
      <p className={styles.when}>
        <time dateTime={entry.at}>{indiaDateTime(entry.at)}</time>
        <span aria-hidden="true"> · </span>
        <span className="visually-hidden">, by </span>
        <span className={styles.who}>{entry.by}</span>
      </p>
      <h2 id={headingId} className={styles.what}>
        <span className={`${styles.action} ${styles[entry.action]}`}>{ACTION_WORDS[entry.action]}</span>{' '}
        <span className={styles.kind}>{kind}</span> {link ? <Link to={link}>{entry.itemName}</Link> : entry.itemName}
      </h2>
      {fields.length === 0 ? null : entry.action === 'created' && fields.length > 4 ? (
        <details className={styles.details}>
          <summary>{`Show its ${fields.length} fields`}</summary>
          {changes}
        </details>
      ) : (
        changes
      )}
    </article>
  );
}

function Value({ field, value, imageKind }: { field: string; value: unknown; imageKind: 'product' | 'banner' }) {
  if (isImage(field, value)) {
    return (
      <span className={styles.picture}>
        <CatalogImage img={value} kind={field === 'logo' ? 'logo' : imageKind} alt="" sizes="96px" />
        <span className="visually-hidden">{value}</span>
      </span>
    );
  }
  const words = valueWords(field, value);
  return <span className={words === null ? styles.nothing : styles.value}>{words ?? 'nothing'}</span>;
}
