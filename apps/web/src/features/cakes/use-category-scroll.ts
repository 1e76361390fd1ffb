import { useCallback, useEffect, useRef, useState } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../lib/use-media-query';

/** The spec's offset: a section lands this far below the top of the window (the header is 64 px). */
export const CATEGORY_SCROLL_OFFSET = 120;
/** The highlight follows the scroll only once it has settled for this long. */
export const CATEGORY_SETTLE_MS = 500;

const atPageBottom = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;

function sectionInView(ids: readonly string[]): string | null {
  let current = ids[0] ?? null;
  for (const id of ids) {
    const section = document.getElementById(id);
    // A few pixels of slack: a scroll to exactly the offset can land half a pixel short.
    if (section && section.getBoundingClientRect().top <= CATEGORY_SCROLL_OFFSET + 8) current = id;
  }
  const last = ids[ids.length - 1];
  if (atPageBottom() && last) {
    const section = document.getElementById(last);
    if (section && section.getBoundingClientRect().top < window.innerHeight) current = last;
  }
  return current;
}

/** A clicked section that could not reach the offset because the page ran out below it. */
function heldAtBottom(id: string): boolean {
  const section = document.getElementById(id);
  if (!section || !atPageBottom()) return false;
  const top = section.getBoundingClientRect().top;
  return top >= 0 && top < window.innerHeight;
}

/**
 * Which category section is in view, and a way to go to one. A click marks its category at once;
 * when the scroll settles the position decides again, except that a section the page cannot bring
 * up to the offset (near the bottom) stays marked if it was the one clicked.
 */
export function useCategoryScroll(ids: readonly string[]) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [active, setActive] = useState<string | null>(null);
  const clicked = useRef<string | null>(null);
  const key = ids.join('|');

  useEffect(() => {
    const list = key ? key.split('|') : [];
    if (list.length === 0) return;
    let timer: number | undefined;
    const settle = () => {
      const target = clicked.current;
      clicked.current = null;
      setActive(target && list.includes(target) && heldAtBottom(target) ? target : sectionInView(list));
    };
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(settle, CATEGORY_SETTLE_MS);
    };
    timer = window.setTimeout(settle, CATEGORY_SETTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  const goTo = useCallback(
    (id: string) => {
      const section = document.getElementById(id);
      if (!section) return;
      const furthest = document.documentElement.scrollHeight - window.innerHeight;
      const top = Math.max(
        0,
        Math.min(furthest, section.getBoundingClientRect().top + window.scrollY - CATEGORY_SCROLL_OFFSET),
      );
      // No scroll event follows when the window is already there, so nothing would release the hold.
      clicked.current = Math.abs(window.scrollY - top) < 1 ? null : id;
      setActive(id);
      window.scrollTo({ top, behavior: reducedMotion ? 'auto' : 'smooth' });
      section.focus({ preventScroll: true });
    },
    [reducedMotion],
  );

  const current = active && ids.includes(active) ? active : (ids[0] ?? null);
  return { active: current, goTo };
}
