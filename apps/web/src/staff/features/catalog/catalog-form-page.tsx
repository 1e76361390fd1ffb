import type { CatalogKind } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, History } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ConsolePageHead, Notice } from '../../components/console-page';
import { messageOf } from '../../lib/api';
import { staffPaths } from '../../lib/paths';
import { useStaffMember } from '../../lib/session';
import { storesQuery } from '../../lib/stores';
import { catalogItemQuery } from './api/catalog';
import styles from './catalog.module.css';
import { isCatalogKind, kindInfo } from './catalog-kinds';
import { CatalogForm } from './forms/catalog-form';

/** A new item of the catalog (`/staff/menu/:kind/new`) or an edit of one (`/staff/menu/:kind/:id`): owners only. */
export function CatalogFormPage() {
  const { kind, id } = useParams();
  const me = useStaffMember();
  if (!isCatalogKind(kind)) {
    return (
      <>
        <title>Not found · Roast console</title>
        <ConsolePageHead title="This part of the menu does not exist" />
        <ButtonLink to={staffPaths.menu}>Go to the menu</ButtonLink>
      </>
    );
  }
  const info = kindInfo(kind);
  if (me.role !== 'owner') {
    return (
      <>
        <title>{`${info.label} · Roast console`}</title>
        <BackLink kind={kind} />
        <ConsolePageHead title={id ? `Edit the ${info.one}` : `New ${info.one}`} />
        <Notice tone="info">Only an owner can change this. You can mark cakes and hampers sold out.</Notice>
        <ButtonLink to={staffPaths.menuOf(kind)}>Back to the menu</ButtonLink>
      </>
    );
  }
  return id ? <EditItem key={`${kind}/${id}`} kind={kind} id={id} /> : <NewItem key={kind} kind={kind} />;
}

function BackLink({ kind }: { kind: CatalogKind }) {
  return (
    <Link to={staffPaths.menuOf(kind)} className={styles.back}>
      <ChevronLeft aria-hidden="true" size={20} />
      {kindInfo(kind).label}
    </Link>
  );
}

/** Cakes and hampers name the outlets that sell them. */
const needsOutlets = (kind: CatalogKind) => kind === 'cakes' || kind === 'offers';

function useOutletsFor(kind: CatalogKind) {
  return useQuery({ ...storesQuery, enabled: needsOutlets(kind) });
}

function NewItem({ kind }: { kind: CatalogKind }) {
  const info = kindInfo(kind);
  const stores = useOutletsFor(kind);
  const title = `New ${info.one}`;
  return (
    <>
      <title>{`${title} · Roast console`}</title>
      <BackLink kind={kind} />
      <ConsolePageHead title={title} intro="Every field is needed unless it says otherwise." />
      {needsOutlets(kind) && !stores.data ? (
        <Loading query={stores} what="the outlets" />
      ) : (
        <CatalogForm kind={kind} item={null} stores={stores.data ?? []} />
      )}
    </>
  );
}

function EditItem({ kind, id }: { kind: CatalogKind; id: string }) {
  const info = kindInfo(kind);
  const item = useQuery(catalogItemQuery(kind, id));
  const stores = useOutletsFor(kind);
  const title = item.data ? `Edit ${info.name(item.data)}` : `Edit the ${info.one}`;
  return (
    <>
      <title>{`${title} · Roast console`}</title>
      <BackLink kind={kind} />
      <ConsolePageHead
        title={title}
        intro={item.data && !item.data.isActive ? 'Not in the store now: it was deactivated.' : undefined}
        action={
          <ButtonLink variant="secondary" to={staffPaths.auditOf({ kind, id })}>
            <History aria-hidden="true" size={20} />
            History
          </ButtonLink>
        }
      />
      {/* A copy kept from an earlier visit is not enough: the form starts from the server's own. */}
      {!item.data || !item.isFetchedAfterMount ? (
        <Loading query={item} what={`the ${info.one}`} />
      ) : needsOutlets(kind) && !stores.data ? (
        <Loading query={stores} what="the outlets" />
      ) : (
        // The item as it was when the form opened: an edit sends what changed since then.
        <CatalogForm kind={kind} item={item.data} stores={stores.data ?? []} />
      )}
    </>
  );
}

function Loading({
  query,
  what,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  what: string;
}) {
  if (query.isError) {
    return (
      <div className={styles.problem}>
        <Notice tone="error">{messageOf(query.error)}</Notice>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  }
  return (
    <div role="status" className={styles.formSkeleton}>
      <span className="visually-hidden">{`Loading ${what}…`}</span>
      <Skeleton width="50%" height="1.6em" />
      <Skeleton height="3em" />
      <Skeleton height="3em" />
      <Skeleton height="8em" />
    </div>
  );
}
