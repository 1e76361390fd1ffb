import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../lib/use-media-query';
import type { CarouselApi } from './carousel-engine';
import styles from './carousel.module.css';
import { useTranslation } from 'react-i18next';

// Swiping arrives once the page is interactive (the viewport is only known then). If it cannot
// load, the page still shows the first slides instead of failing.
const CarouselEngine = lazy(() => import('./carousel-engine').catch(() => ({ default: () => null })));

interface CarouselProps {
  /** What the carousel shows, for screen readers: 'Highlights', 'Gallery'. */
  label: string;
  slides: ReactNode[];
  /** How many slides are in view at once. */
  perView?: number;
  /** Milliseconds between automatic moves; 0 for none. Never under reduced motion. */
  autoplayMs?: number;
  /** About how many milliseconds a move takes. */
  transitionMs?: number;
  /** Space between slides, in px. */
  gap?: number;
  className?: string;
  /** Dots and the pause button sit over the bottom of the slides instead of below them. */
  overlayControls?: boolean;
}

/**
 * Slides in a row that follow a finger (or a mouse) and snap into place, with arrows, dots and a
 * pause button. Autoplay stops while the pointer is over it or focus is inside it, when the person
 * asks for less motion, and when they press pause; after a swipe it waits a full interval again.
 * Slides out of view are inert, so focus never lands on something hidden.
 *
 * The server renders the first slides in place, laid out by CSS alone, and the browser's first
 * render matches it; the swiping engine (Embla) joins once the page has hydrated, and moves the
 * slides to the position the arrows, dots and autoplay pick.
 */
export function Carousel({
  label,
  slides,
  perView = 1,
  autoplayMs = 0,
  transitionMs = 400,
  gap = 0,
  className,
  overlayControls = false,
}: CarouselProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [carousel, setCarousel] = useState<CarouselApi>();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const positions = Math.max(1, slides.length - perView + 1);
  const current = Math.min(index, positions - 1);
  const canAutoplay = autoplayMs > 0 && positions > 1 && !reducedMotion;
  const playing = canAutoplay && !hovered && !focused && !stopped;

  // A swipe or a fling picks the position; the dots and the inert slides follow it.
  useEffect(() => {
    if (!carousel) return;
    const onSelect = () => setIndex(carousel.selectedScrollSnap());
    carousel.on('select', onSelect);
    return () => {
      carousel.off('select', onSelect);
    };
  }, [carousel]);

  // Arrows, dots and autoplay pick the position; the slides follow it.
  useEffect(() => {
    if (carousel && carousel.selectedScrollSnap() !== current) carousel.scrollTo(current);
  }, [carousel, current]);

  useEffect(() => {
    if (!playing || !carousel) return;
    let timer = 0;
    const stop = () => window.clearInterval(timer);
    const start = () => {
      stop();
      timer = window.setInterval(() => setIndex((i) => (i + 1) % positions), autoplayMs);
    };
    start();
    // A finger on the slides holds the slide show; letting go starts a full interval again.
    carousel.on('pointerDown', stop);
    carousel.on('pointerUp', start);
    return () => {
      stop();
      carousel.off('pointerDown', stop);
      carousel.off('pointerUp', start);
    };
  }, [playing, carousel, autoplayMs, positions]);

  const go = (next: number) => setIndex((next + positions) % positions);
  const rootStyle = { '--per-view': perView, '--slide-gap': `${gap / 2}px` } as CSSProperties;

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-swipeable={carousel ? '' : undefined}
      style={rootStyle}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        ref={setViewport}
        className={styles.viewport}
        // A mouse that drags the slides moves them, and does not select their text on the way.
        onMouseDown={carousel ? (event) => event.button === 0 && event.preventDefault() : undefined}
      >
        <ul id={id} className={styles.track} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, slideIndex) => {
            const visible = slideIndex >= current && slideIndex < current + perView;
            return (
              <li
                key={slideIndex}
                className={styles.slide}
                aria-roledescription="slide"
                aria-label={t('ui.slideOf', { number: slideIndex + 1, count: slides.length })}
                aria-hidden={!visible}
                inert={!visible}
              >
                {slide}
              </li>
            );
          })}
        </ul>
      </div>
      {viewport && positions > 1 ? (
        <Suspense fallback={null}>
          <CarouselEngine
            viewport={viewport}
            duration={reducedMotion ? 0 : Math.max(1, Math.round(transitionMs / 18))}
            onReady={setCarousel}
          />
        </Suspense>
      ) : null}
      {positions > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous} ${overlayControls ? styles.overlayArrows : ''}`}
            aria-controls={id}
            aria-label={t('ui.previousSlide')}
            onClick={() => go(current - 1)}
          >
            <ChevronLeft aria-hidden="true" size={22} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next} ${overlayControls ? styles.overlayArrows : ''}`}
            aria-controls={id}
            aria-label={t('ui.nextSlide')}
            onClick={() => go(current + 1)}
          >
            <ChevronRight aria-hidden="true" size={22} />
          </button>
          <div className={overlayControls ? `${styles.controls} ${styles.overlay}` : styles.controls}>
            {canAutoplay ? (
              <button
                type="button"
                className={styles.pause}
                aria-label={stopped ? t('ui.startSlideShow') : t('ui.pauseSlideShow')}
                onClick={() => setStopped((s) => !s)}
              >
                {stopped ? <Play aria-hidden="true" size={18} /> : <Pause aria-hidden="true" size={18} />}
              </button>
            ) : null}
            {Array.from({ length: positions }, (_, position) => (
              <button
                key={position}
                type="button"
                className={styles.dot}
                aria-controls={id}
                aria-label={`Show slide ${position + 1}`}
                aria-current={position === current}
                onClick={() => go(position)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
