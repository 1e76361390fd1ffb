import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../lib/use-media-query';
import styles from './carousel.module.css';

interface CarouselProps {
  /** What the carousel shows, for screen readers: 'Highlights', 'Gallery'. */
  label: string;
  slides: ReactNode[];
  /** How many slides are in view at once. */
  perView?: number;
  /** Milliseconds between automatic moves; 0 for none. Never under reduced motion. */
  autoplayMs?: number;
  /** Milliseconds a move takes. */
  transitionMs?: number;
  /** Space between slides, in px. */
  gap?: number;
  className?: string;
  /** Dots and the pause button sit over the bottom of the slides instead of below them. */
  overlayControls?: boolean;
}

/**
 * Slides in a row with arrows, dots and a pause button. Autoplay stops while the pointer is over
 * it or focus is inside it, when the person asks for less motion, and when they press pause.
 * Slides out of view are inert, so focus never lands on something hidden.
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
  const id = useId();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const positions = Math.max(1, slides.length - perView + 1);
  const current = Math.min(index, positions - 1);
  const canAutoplay = autoplayMs > 0 && positions > 1 && !reducedMotion;
  const playing = canAutoplay && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % positions), autoplayMs);
    return () => window.clearInterval(timer);
  }, [playing, autoplayMs, positions]);

  const go = (next: number) => setIndex((next + positions) % positions);
  const trackStyle: CSSProperties = {
    transform: `translateX(-${(current * 100) / perView}%)`,
    transitionDuration: reducedMotion ? '0ms' : `${transitionMs}ms`,
  };
  const rootStyle = { '--slide-width': `${100 / perView}%`, '--slide-gap': `${gap / 2}px` } as CSSProperties;

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={rootStyle}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport}>
        <ul id={id} className={styles.track} style={trackStyle} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, slideIndex) => {
            const visible = slideIndex >= current && slideIndex < current + perView;
            return (
              <li
                key={slideIndex}
                className={styles.slide}
                aria-roledescription="slide"
                aria-label={`${slideIndex + 1} of ${slides.length}`}
                aria-hidden={!visible}
                inert={!visible}
              >
                {slide}
              </li>
            );
          })}
        </ul>
      </div>
      {positions > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous} ${overlayControls ? styles.overlayArrows : ''}`}
            aria-controls={id}
            aria-label="Previous slide"
            onClick={() => go(current - 1)}
          >
            <ChevronLeft aria-hidden="true" size={22} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next} ${overlayControls ? styles.overlayArrows : ''}`}
            aria-controls={id}
            aria-label="Next slide"
            onClick={() => go(current + 1)}
          >
            <ChevronRight aria-hidden="true" size={22} />
          </button>
          <div className={overlayControls ? `${styles.controls} ${styles.overlay}` : styles.controls}>
            {canAutoplay ? (
              <button
                type="button"
                className={styles.pause}
                aria-label={stopped ? 'Start slide show' : 'Pause slide show'}
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
