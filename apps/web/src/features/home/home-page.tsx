import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Carousel } from '../../components/ui/carousel';
import { CatalogImage } from '../../components/ui/catalog-image';
import { paths } from '../../lib/paths';
import styles from './home-page.module.css';

/** The hero's slides: each text is a key of the `home` texts (slides.<id>.*). */
const SLIDES = [
  { id: 'celebration', image: 'hero-celebration-cake-1920.webp', to: paths.cakes },
  { id: 'roast', image: 'hero-roast-above-the-rest-1920.webp', to: paths.outlets },
] as const;

/** The tiles below the hero: texts under tiles.<id>. */
const TILES = [
  { id: 'outlets', to: paths.outlets, image: 'tile-outlets-800.webp' },
  { id: 'cakes', to: paths.cakes, image: 'tile-cakes-800.webp' },
  { id: 'events', to: paths.events, image: 'tile-workshops-events-800.webp' },
  { id: 'hampers', to: paths.hampers, image: 'tile-hampers-800.webp' },
] as const;

export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <title>{t('pageTitle')}</title>
      <h1 className="visually-hidden">{t('heading')}</h1>
      <div className={styles.hero}>
        <Carousel
          label={t('highlights')}
          autoplayMs={2000}
          transitionMs={400}
          overlayControls
          slides={SLIDES.map((slide, index) => (
            <div key={slide.id} className={styles.slide}>
              <CatalogImage
                img={slide.image}
                kind="hero"
                alt={t(`slides.${slide.id}.alt`)}
                sizes="100vw"
                priority={index === 0}
                className={styles.slideImage}
              />
              <div className={`container ${styles.slideText}`}>
                <h2>{t(`slides.${slide.id}.title`)}</h2>
                <p>{t(`slides.${slide.id}.text`)}</p>
                <ButtonLink to={slide.to}>{t(`slides.${slide.id}.action`)}</ButtonLink>
              </div>
            </div>
          ))}
        />
      </div>

      <section className={`container ${styles.section}`} aria-labelledby="home-explore">
        <div className={styles.sectionHead}>
          <h2 id="home-explore">{t('explore.title')}</h2>
          <p>{t('explore.text')}</p>
        </div>
        <ul className={styles.tiles}>
          {TILES.map((tile) => (
            <li key={tile.to} className={styles.tile}>
              <Link to={tile.to}>
                <CatalogImage
                  img={tile.image}
                  kind="product"
                  alt={t(`tiles.${tile.id}.alt`)}
                  sizes="(min-width: 1100px) 270px, (min-width: 600px) 45vw, 92vw"
                />
                <div className={styles.tileText}>
                  <h3>{t(`tiles.${tile.id}.title`)}</h3>
                  <p>{t(`tiles.${tile.id}.text`)}</p>
                  <span className={styles.more} aria-hidden="true">
                    {t('explore.more')}
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.story} aria-labelledby="home-story">
        <div className={`container ${styles.section} ${styles.storyGrid}`}>
          <CatalogImage
            img="about-story-800.webp"
            kind="banner"
            alt={t('story.alt')}
            sizes="(min-width: 768px) 45vw, 92vw"
          />
          <div>
            <h2 id="home-story">{t('story.title')}</h2>
            <p>{t('story.text')}</p>
            <ButtonLink to={paths.about} variant="secondary">
              {t('story.action')}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
