import { CAKE_CATEGORIES, type Cake } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { FileDown, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { catalogQueries } from '../../lib/catalog';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { CakeCard } from './cake-card';
import styles from './cakes-page.module.css';
import { CATEGORY_SCROLL_OFFSET, useCategoryScroll } from './use-category-scroll';
import { useTranslation } from 'react-i18next';

/** The filters, each labelled by the `cakes` text filter.<key>. */
const FILTERS = [
  { key: 'eggless' },
  { key: 'sugarFree' },
  { key: 'glutenFree' },
  { key: 'bestSeller' },
] as const satisfies readonly { key: keyof Cake }[];

type FilterKey = (typeof FILTERS)[number]['key'];
type Filters = Record<FilterKey, boolean>;

const NO_FILTERS: Filters = { eggless: false, sugarFree: false, glutenFree: false, bestSeller: false };
/** How many cards make the first row at 1280 px: only those are above the fold there. */
const FIRST_ROW = 3;

const sectionId = (catname: string) => `cakes-${catname.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function Header() {
  const { t } = useTranslation('cakes');
  return (
    <PageHeader
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={
        <>
          {t('intro')}
          <a href="/cake-menu.pdf" download="Roast-cake-menu.pdf" className={styles.menuPdf}>
            <FileDown aria-hidden="true" size={18} />
            {t('menuPdf')}
          </a>
        </>
      }
    />
  );
}

export function CakesPage() {
  const { t } = useTranslation('cakes');
  const { data: cakes, isPending, isError } = useQuery(catalogQueries.cakes());
  return (
    <>
      <title>{t('pageTitle')}</title>
      <Header />
      <PageBody>
        {isPending ? (
          <CardGridSkeleton label={t('loading')} />
        ) : isError ? (
          <ErrorMessage>{t('loadFailed')}</ErrorMessage>
        ) : (
          <CakeMenu cakes={cakes} />
        )}
      </PageBody>
    </>
  );
}

function CakeMenu({ cakes }: { cakes: Cake[] }) {
  const { t } = useTranslation('cakes');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const filtersRef = useRef<HTMLFieldSetElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);
  const navTitleId = useId();

  const activeCakes = useMemo(() => cakes.filter((cake) => cake.isActive), [cakes]);
  const groups = useMemo(() => {
    const matching = activeCakes.filter((cake) => FILTERS.every(({ key }) => !filters[key] || cake[key]));
    return CAKE_CATEGORIES.map((category) => ({
      id: sectionId(category.catname),
      name: t(`category.${category._id}`, { defaultValue: category.catname }),
      cakes: matching.filter((cake) => cake.category === category._id),
    })).filter((group) => group.cakes.length > 0);
  }, [activeCakes, filters, t]);
  const ids = useMemo(() => groups.map((group) => group.id), [groups]);
  const { active, goTo } = useCategoryScroll(ids);
  const shown = groups.reduce((sum, group) => sum + group.cakes.length, 0);
  const filterCount = FILTERS.filter(({ key }) => filters[key]).length;

  useEffect(() => {
    const row = chipsRef.current;
    const chip = active ? row?.querySelector<HTMLElement>(`[data-section="${active}"]`) : null;
    if (!row || !chip || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const chipBox = chip.getBoundingClientRect();
    const margin = 16;
    let left: number | null = null;
    if (chipBox.left < rowBox.left + margin) left = row.scrollLeft + chipBox.left - rowBox.left - margin;
    else if (chipBox.right > rowBox.right - margin) left = row.scrollLeft + chipBox.right - rowBox.right + margin;
    if (left !== null) row.scrollTo({ left: Math.max(0, left), behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [active, reducedMotion]);

  const onCategory = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    goTo(id);
  };

  const toFilters = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const fieldset = filtersRef.current;
    if (!fieldset) return;
    const top = fieldset.getBoundingClientRect().top + window.scrollY - CATEGORY_SCROLL_OFFSET;
    window.scrollTo({ top: Math.max(0, top), behavior: reducedMotion ? 'auto' : 'smooth' });
    fieldset.querySelector('input')?.focus({ preventScroll: true });
  };

  if (activeCakes.length === 0) {
    return <EmptyState>{t('emptyMenu')}</EmptyState>;
  }

  return (
    <div className={styles.layout}>
      <div className={styles.sidebar}>
        {groups.length > 0 ? (
          <div className={styles.categoryBar}>
            <a href="#cake-filters" className={styles.filterJump} onClick={toFilters}>
              <SlidersHorizontal aria-hidden="true" size={18} />
              {t('filters')}
              {filterCount > 0 ? <span className={styles.filterCount}>{filterCount}</span> : null}
              {filterCount > 0 ? <span className="visually-hidden">{t('filtersOn')}</span> : null}
            </a>
            <nav className={styles.nav} aria-labelledby={navTitleId}>
              <h2 id={navTitleId} className={styles.navTitle}>
                {t('categories')}
              </h2>
              <ul ref={chipsRef} className={styles.categories}>
                {groups.map((group) => (
                  <li key={group.id}>
                    <a
                      href={`#${group.id}`}
                      data-section={group.id}
                      className={styles.category}
                      aria-current={group.id === active ? 'true' : undefined}
                      onClick={(event) => onCategory(event, group.id)}
                    >
                      {group.name}
                      <span className={styles.count} aria-hidden="true">
                        {group.cakes.length}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        ) : null}
      </div>

      <div className={styles.listing}>
        <div className={styles.toolbar}>
          <fieldset ref={filtersRef} id="cake-filters" className={styles.filters}>
            <legend className={styles.legend}>{t('showOnly')}</legend>
            <div className={styles.options}>
              {FILTERS.map(({ key }) => (
                <label key={key} className={styles.option}>
                  <input
                    type="checkbox"
                    checked={filters[key]}
                    onChange={(event) => setFilters((current) => ({ ...current, [key]: event.target.checked }))}
                  />
                  <span>{t(`filter.${key}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <p className={`${styles.summary} ${shown === 0 ? 'visually-hidden' : ''}`} role="status">
            {filterCount === 0
              ? t('onMenu', { count: shown })
              : shown === 0
                ? t('noMatch')
                : t('matches', { count: shown })}
          </p>
        </div>
        {groups.length === 0 ? (
          <EmptyState
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  setFilters(NO_FILTERS);
                  filtersRef.current?.querySelector('input')?.focus();
                }}
              >
                {t('clearFilters')}
              </Button>
            }
          >
            {t('noFilterMatch')}
          </EmptyState>
        ) : (
          groups.map((group, groupIndex) => (
            <section
              key={group.id}
              id={group.id}
              className={styles.section}
              aria-labelledby={`${group.id}-title`}
              tabIndex={-1}
            >
              <h2 id={`${group.id}-title`} className={styles.sectionTitle}>
                {group.name}
              </h2>
              <ul className={styles.grid}>
                {group.cakes.map((cake, index) => (
                  <li key={cake._id}>
                    <CakeCard cake={cake} priority={groupIndex === 0 && index < FIRST_ROW} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </div>
  );
}
