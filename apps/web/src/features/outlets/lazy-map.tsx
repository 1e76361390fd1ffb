import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import styles from './outlet-page.module.css';

/**
 * The Google Maps embed, created only when its place on the page comes near the screen: the
 * embed is heavy, and most visitors never scroll that far.
 */
export function LazyMap({ src, title }: { src: string; title: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // False on the server and in the first browser render alike, so hydration matches.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={ref} className={styles.map}>
      {near ? (
        <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
      ) : (
        <div className={styles.mapWaiting} aria-hidden="true">
          <MapPin size={36} />
        </div>
      )}
    </div>
  );
}
