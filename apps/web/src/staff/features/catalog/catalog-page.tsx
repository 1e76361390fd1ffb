import { CATALOG_KINDS, type CatalogKind } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { EyeOff, ImageOff, Pencil, Plus, Power, RotateCcw, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CatalogImage } from '../../../components/ui/catalog-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { ConsolePageHead, Notice } from '../../components/console-page';
import { Switch } from '../../components/switch';
import { messageOf } from '../../lib/api';
import { staffPaths } from '../../lib/paths';
import { useStaffMember } from '../../lib/session';
import { catalogListQuery, useSetActive, useSoldOut } from './api/catalog';
import styles from './catalog.module.css';
import { OutletSoldOut } from './outlet-sold-out';
import { isCatalogKind, kindInfo, STAFF_KINDS, type CatalogItem } from './catalog-kinds';
import { DeactivateDialog } from './deactivate-dialog';
import segments from '../../components/segments.module.css';

/**
 * The menu, a part at a time (cakes, hampers, events…), every item with its state. An owner adds,
 * edits and deactivates; a member of staff marks cakes and hampers sold out, and nothing else.
 */
export function CatalogPage() {
  const me = useStaffMember();
  const owner = me.role === 'owner';
  const kinds = owner ? CATALOG_KINDS : STAFF_KINDS;
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind: CatalogKind = isCatalogKind(asked) && kinds.includes(asked) ? asked : 'cakes';
  const info = kindInfo(kind);

  return (
    <>
      <title>Menu · Roast console</title>
      <ConsolePageHead
        title="Menu"
        intro={
          owner
            ? 'Everything the store shows, taken-down items too. Changes show in the store at once.'
            : 'When the kitchen runs out of a cake or a hamper, mark it sold out; switch it back when there is more.'
        }
        action={
          owner ? (
            <ButtonLink to={staffPaths.newItem(kind)}>
              <Plus aria-hidden="true" size={20} />
              {`Add a ${info.one}`}
            </ButtonLink>
          ) : null
        }
      />
      <div role="group" aria-label="Part of the menu" className={`${segments.segments} ${styles.menuParts}`}>
        {kinds.map((each) => (
          <button
            key={each}
            type="button"
            className={segments.segment}
            aria-pressed={each === kind}
            onClick={() => setParams({ kind: each }, { replace: true })}
          >
            {kindInfo(each).label}
          </button>
        ))}
      </div>
      <ItemList key={kind} kind={kind} owner={owner} />
    </>
  );
}

const count = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

function ItemList({ kind, owner }: { kind: CatalogKind; owner: boolean }) {
  const list = useQuery(catalogListQuery(kind));
  const [deactivating, setDeactivating] = useState<CatalogItem | null>(null);
  const [wanted, setWanted] = useState('');
  const searchId = useId();
  const info = kindInfo(kind);

  if (list.isPending) {
    return (
      <div role="status" className={styles.list}>
        <span className="visually-hidden">{`Loading the ${info.label.toLowerCase()}…`}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={styles.item} aria-hidden="true">
            <Skeleton height="auto" style={{ aspectRatio: '4 / 3' }} />
            <div className={styles.itemText}>
              <Skeleton width="50%" height="1.4em" />
              <Skeleton width="70%" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className={styles.problem}>
        <Notice tone="error">{messageOf(list.error)}</Notice>
        <Button onClick={() => void list.refetch()}>Try again</Button>
      </div>
    );
  }
  const items = [...(list.data as CatalogItem[])].sort((a, b) => Number(b.isActive) - Number(a.isActive));
  const inactive = items.filter((item) => !item.isActive).length;
  if (items.length === 0) {
    return <Notice tone="info">{`There are no ${info.label.toLowerCase()} yet.`}</Notice>;
  }
  const words = wanted.trim().toLowerCase();
  const shown = words ? items.filter((item) => info.name(item).toLowerCase().includes(words)) : items;
  return (
    <>
      <div className={styles.listHead}>
        <p className={styles.count}>
          {count(items.length, info.one)}
          {inactive > 0 ? `, ${inactive} of them not in the store` : ''}
        </p>
        {/* A long list on a busy counter: the cake that ran out is found by typing a part of its name. */}
        <div className={styles.search}>
          <label htmlFor={searchId} className="visually-hidden">
            {`Find a ${info.one}`}
          </label>
          <Search aria-hidden="true" size={20} />
          <input
            id={searchId}
            type="search"
            value={wanted}
            placeholder={`Find a ${info.one}`}
            autoComplete="off"
            onChange={(event) => setWanted(event.target.value)}
          />
        </div>
      </div>
      {shown.length === 0 ? <p role="status" className={styles.none}>{`No ${info.one} is called that.`}</p> : null}
      <ul className={styles.list}>
        {shown.map((item) => (
          <li key={item._id}>
            <ItemRow kind={kind} item={item} owner={owner} onDeactivate={() => setDeactivating(item)} />
          </li>
        ))}
      </ul>
      {owner ? <DeactivateDialog kind={kind} item={deactivating} onClose={() => setDeactivating(null)} /> : null}
    </>
  );
}

interface ItemRowProps {
  kind: CatalogKind;
  item: CatalogItem;
  owner: boolean;
  onDeactivate: () => void;
}

function ItemRow({ kind, item, owner, onDeactivate }: ItemRowProps) {
  const nameId = useId();
  const info = kindInfo(kind);
  const name = info.name(item);
  const image = info.image(item);
  const price = info.price(item);
  return (
    <article className={`${styles.item} ${item.isActive ? '' : styles.inactive}`} aria-labelledby={nameId}>
      <div className={styles.thumb} style={{ aspectRatio: info.imageKind === 'banner' ? '16 / 9' : '4 / 3' }}>
        {image ? (
          // The name beside it says what it is.
          <CatalogImage img={image} kind={info.imageKind} alt="" sizes="128px" />
        ) : (
          <ImageOff aria-hidden="true" size={28} />
        )}
      </div>
      <div className={styles.itemText}>
        <h2 id={nameId} className={styles.name}>
          {name}
        </h2>
        <p className={styles.facts}>{info.facts(item).join(' · ')}</p>
        {price ? <p className={`${styles.price} tabular`}>{price}</p> : null}
        {item.isActive ? null : (
          <p className={styles.hidden}>
            <EyeOff aria-hidden="true" size={18} />
            Not in the store
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {'isSold' in item && (kind === 'cakes' || kind === 'offers') ? (
          <SoldOutSwitch kind={kind} id={item._id} name={name} isSold={item.isSold} />
        ) : null}
        {'storeSelect' in item && (kind === 'cakes' || kind === 'offers') && item.isActive ? (
          <OutletSoldOut kind={kind} id={item._id} name={name} storeSelect={item.storeSelect} />
        ) : null}
        {owner ? <OwnerActions kind={kind} item={item} name={name} onDeactivate={onDeactivate} /> : null}
      </div>
    </article>
  );
}

function SoldOutSwitch({
  kind,
  id,
  name,
  isSold,
}: {
  kind: 'cakes' | 'offers';
  id: string;
  name: string;
  isSold: boolean;
}) {
  const soldOut = useSoldOut(kind);
  return (
    <Switch
      label="Sold out"
      context={name}
      tone="warning"
      checked={isSold}
      onChange={(next) =>
        soldOut.mutate(
          { id, isSold: next, name },
          {
            onError: (error) =>
              toast.error(
                `${name} is still ${next ? 'on sale' : 'sold out'}: the change was not saved. ${messageOf(error)}`,
              ),
          },
        )
      }
    />
  );
}

function OwnerActions({
  kind,
  item,
  name,
  onDeactivate,
}: {
  kind: CatalogKind;
  item: CatalogItem;
  name: string;
  onDeactivate: () => void;
}) {
  const setActive = useSetActive(kind);
  const reactivate = () =>
    setActive.mutate(
      { id: item._id, active: true },
      {
        onSuccess: () => toast.success(`${name} is back in the store.`),
        onError: (error) => toast.error(`${name} is still not in the store. ${messageOf(error)}`),
      },
    );
  return (
    <>
      <ButtonLink variant="secondary" to={staffPaths.item(kind, item._id)} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" size={18} />
        Edit
      </ButtonLink>
      {item.isActive ? (
        <Button
          variant="secondary"
          className={styles.deactivate}
          onClick={onDeactivate}
          aria-label={`Deactivate ${name}`}
        >
          <Power aria-hidden="true" size={18} />
          Deactivate…
        </Button>
      ) : (
        <Button
          variant="secondary"
          onClick={reactivate}
          disabled={setActive.isPending}
          aria-label={`Reactivate ${name}`}
        >
          <RotateCcw aria-hidden="true" size={18} />
          {setActive.isPending ? 'Reactivating…' : 'Reactivate'}
        </Button>
      )}
    </>
  );
}
