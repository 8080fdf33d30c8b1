import { ANCHOR_SCROLL_OFFSET_PX, ANCHOR_WAIT_INTERVAL_MS, ANCHOR_WAIT_TRIES } from '../../../common/constants';

/** Scrolls so the element's top sits ANCHOR_SCROLL_OFFSET_PX below the viewport top (under the nav). */
export function scrollToElement(el: Element, behavior: ScrollBehavior = 'smooth') {
  const top = el.getBoundingClientRect().top + window.scrollY - ANCHOR_SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior });
}

/**
 * Waits for the section to appear (ANCHOR_WAIT_TRIES × ANCHOR_WAIT_INTERVAL_MS, about 5 s), then
 * scrolls to it. Resolves whether it was found.
 */
export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): Promise<boolean> {
  return new Promise((resolve) => {
    let tries = 0;
    const attempt = () => {
      const el = document.getElementById(id);
      if (el) {
        scrollToElement(el, behavior);
        resolve(true);
      } else if (++tries >= ANCHOR_WAIT_TRIES) {
        resolve(false);
      } else {
        setTimeout(attempt, ANCHOR_WAIT_INTERVAL_MS);
      }
    };
    attempt();
  });
}
