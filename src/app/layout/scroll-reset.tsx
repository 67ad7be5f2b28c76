// Scroll as a multi-page site would: a new navigation starts at the top, going back returns where the reader was.
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Positions by history entry, kept for the tab's life (as the browser keeps its own for real pages). */
const positions = new Map<string, number>();

export function ScrollReset() {
  const location = useLocation();
  const navigation = useNavigationType();
  const previous = useRef(location.key);

  useLayoutEffect(() => {
    if (previous.current === location.key) return;
    positions.set(previous.current, window.scrollY);
    previous.current = location.key;
    // A hash names a place on the page: the browser's own jump to it wins.
    if (location.hash) return;
    // Instant: Bootstrap makes the page's scrolling smooth, and a new page gliding up from where the last one was
    // reads as a jump.
    window.scrollTo({ top: navigation === 'POP' ? (positions.get(location.key) ?? 0) : 0, behavior: 'instant' });
  }, [location.key, location.hash, navigation]);

  return null;
}
