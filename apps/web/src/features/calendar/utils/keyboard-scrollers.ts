import fcStyles from '@fullcalendar/react/protected-styles';

/**
 * FullCalendar 7 scrolls its time grid in a plain div: on a day without appointments nothing in it
 * can take the focus, so a keyboard cannot scroll to the evening hours (axe:
 * scrollable-region-focusable). Every scroller that scrolls with a visible scrollbar (its inline
 * overflow is `auto`; header scrollers synced by script hide theirs) joins the tab order, once, so
 * arrow keys scroll it. It sits between FullCalendar's row group and its rows, where nothing
 * focusable may stand, so it becomes the row group itself (its parent none). Returns how many it changed.
 */
export function focusableScrollers(root: ParentNode): number {
  const { internalScroller, noScrollbars } = fcStyles;
  if (!internalScroller || !noScrollbars) return 0;
  let changed = 0;
  for (const el of root.querySelectorAll<HTMLElement>(`.${internalScroller}`)) {
    if (el.hasAttribute('tabindex') || el.classList.contains(noScrollbars)) continue;
    if (el.style.overflowX !== 'auto' && el.style.overflowY !== 'auto') continue;
    el.tabIndex = 0;
    // A focusable div may not sit between a row group and its rows: the scroller takes the role over.
    const parent = el.parentElement;
    if (parent?.getAttribute('role') === 'rowgroup') {
      parent.setAttribute('role', 'none');
      el.setAttribute('role', 'rowgroup');
    }
    changed += 1;
  }
  return changed;
}

/** Keeps `root`'s scrollers focusable as FullCalendar re-renders (view and date changes). */
export function watchScrollers(root: HTMLElement): () => void {
  focusableScrollers(root);
  const observer = new MutationObserver(() => focusableScrollers(root));
  // New elements only: FullCalendar renders a scroller anew for another view, and watching attributes
  // would run this on every event moved by a drag.
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
