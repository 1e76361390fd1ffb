import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Carousel } from '../../components/ui/carousel';
import { CatalogImage } from '../../components/ui/catalog-image';
import { paths } from '../../lib/paths';
import styles from './home-page.module.css';

const SLIDES = [
  {
    image: 'hero-celebration-cake-1920.webp',
    alt: 'A tall white celebration cake with strawberries and candles on a wooden table',
    title: 'A CAKE FOR EVERY CELEBRATION',
    text: 'Baked to order in our own kitchens. Pick your outlet and a time, and we will have it ready.',
    action: { to: paths.cakes, label: 'Order Now' },
  },
  {
    image: 'hero-roast-above-the-rest-1920.webp',
    alt: 'A cappuccino with latte art beside a slice of chocolate cake and scattered coffee beans',
    title: 'A ROAST ABOVE THE REST',
    text: 'Three cafes, one obsession with good coffee. Come in, sit down, stay a while.',
    action: { to: paths.outlets, label: 'Visit Us!' },
  },
];

const TILES = [
  {
    to: paths.outlets,
    image: 'tile-outlets-800.webp',
    alt: 'The front of a Roast cafe with warm lights in the windows',
    title: 'Our outlets',
    text: 'Three cafes across Bengaluru, one of them open all day and all night.',
  },
  {
    to: paths.cakes,
    image: 'tile-cakes-800.webp',
    alt: 'Three speciality cakes on cake stands',
    title: 'Speciality cakes',
    text: 'From Belgian chocolate to rasmalai. Eggless, sugar-free and gluten-free choices too.',
  },
  {
    to: paths.events,
    image: 'tile-workshops-events-800.webp',
    alt: 'A baking workshop table with dough, eggs and a cake',
    title: 'Workshops and events',
    text: 'Learn to bake sourdough, taste new coffees, or spend an evening with live music.',
  },
  {
    to: paths.hampers,
    image: 'tile-hampers-800.webp',
    alt: 'A gift hamper with jars, cookies and a ribbon',
    title: 'Gift hampers',
    text: 'Thoughtful boxes and baskets for festivals, birthdays and thank-yous.',
  },
];

export function HomePage() {
  return (
    <>
      <title>Roast | Cafe, bakery and speciality cakes in Bengaluru</title>
      <h1 className="visually-hidden">Roast: cafe, bakery and speciality cakes</h1>
      <div className={styles.hero}>
        <Carousel
          label="Highlights"
          autoplayMs={2000}
          transitionMs={400}
          overlayControls
          slides={SLIDES.map((slide, index) => (
            <div key={slide.title} className={styles.slide}>
              <CatalogImage
                img={slide.image}
                kind="hero"
                alt={slide.alt}
                sizes="100vw"
                priority={index === 0}
                className={styles.slideImage}
              />
              <div className={`container ${styles.slideText}`}>
                <h2>{slide.title}</h2>
                <p>{slide.text}</p>
                <ButtonLink to={slide.action.to}>{slide.action.label}</ButtonLink>
              </div>
            </div>
          ))}
        />
      </div>

      <section className={`container ${styles.section}`} aria-labelledby="home-explore">
        <div className={styles.sectionHead}>
          <h2 id="home-explore">There is a Roast for every moment</h2>
          <p>Order a cake for Saturday, find the outlet nearest you, or book a seat at our next workshop.</p>
        </div>
        <ul className={styles.tiles}>
          {TILES.map((tile) => (
            <li key={tile.to} className={styles.tile}>
              <Link to={tile.to}>
                <CatalogImage
                  img={tile.image}
                  kind="product"
                  alt={tile.alt}
                  sizes="(min-width: 1100px) 270px, (min-width: 600px) 45vw, 92vw"
                />
                <div className={styles.tileText}>
                  <h3>{tile.title}</h3>
                  <p>{tile.text}</p>
                  <span className={styles.more} aria-hidden="true">
                    Explore →
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
            alt="Coffee and cake on a marble counter at Roast"
            sizes="(min-width: 768px) 45vw, 92vw"
          />
          <div>
            <h2 id="home-story">A small coffee shop that grew</h2>
            <p>
              Roast opened in 2020 as one counter, one espresso machine and a cake stand. Today we bake in three
              kitchens and still frost every cake by hand.
            </p>
            <ButtonLink to={paths.about} variant="secondary">
              Read our story
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
