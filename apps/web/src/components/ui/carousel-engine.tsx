import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

interface CarouselEngineProps {
  /** The carousel's viewport; its first child holds the slides. */
  viewport: HTMLElement;
  /** Embla's speed for moves made through the API: a rate, not milliseconds; 0 moves at once. */
  duration: number;
  /** Called with the running carousel, and with undefined when it stops. */
  onReady: (api: CarouselApi | undefined) => void;
}

/**
 * Embla on a carousel's viewport: the slides follow a finger or a mouse, fling and snap to a
 * position. It is loaded once the page is interactive, so it never delays the page's first paint
 * or its hydration; it renders nothing.
 */
export default function CarouselEngine({ viewport, duration, onReady }: CarouselEngineProps) {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', duration });

  useEffect(() => {
    viewportRef(viewport);
  }, [viewportRef, viewport]);

  useEffect(() => {
    onReady(api);
    return () => onReady(undefined);
  }, [api, onReady]);

  return null;
}
