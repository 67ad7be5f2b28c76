// Content far down a page whose code loads when the reader comes near it (scrolling, or starting to move with the
// Tab key, so a keyboard user never tabs past a form that is not there yet); a first visit does not download it.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * `margin`: how near is near. A form comes early (400px), so it is there when reached; something heavy that only
 * shows, like a map with its tiles, can wait until it enters the screen.
 */
export function WhenNear({ children, minHeight, margin = '400px' }: { children: ReactNode; minHeight: number; margin?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && setNear(true);
    document.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
    };
  }, [near, margin]);

  // The room the content will take is kept from the start, so nothing below it jumps when it arrives.
  const room = <div style={{ minHeight }} />;
  return <div ref={place}>{near ? <Suspense fallback={room}>{children}</Suspense> : room}</div>;
}
