// What a narrow screen cannot hold: elements drawn wider than it, or reaching past either edge.
import type { Page } from 'playwright-core';

/** The offending elements (tag and classes), the page's scroll width and the screen's width. */
export const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        // Carousel slides are moved off screen on purpose, inside a box that clips them; a map's tiles too; a wide
        // table scrolls sideways inside its own .table-responsive box, which itself must fit.
        const clipper = element.closest('.carousel-inner, .leaflet-container, .table-responsive');
        if (clipper && clipper !== element) return false;
        return box.width > width + 1 || box.left < -1 || box.right > width + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });
