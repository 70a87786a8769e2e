import fcStyles from '@fullcalendar/react/protected-styles';
import { afterEach, describe, expect, it } from 'vitest';
import { focusableScrollers, watchScrollers } from './keyboard-scrollers';

const scroller = (overflowY: string, hidden = false) => {
  const el = document.createElement('div');
  el.className = `${fcStyles.internalScroller}${hidden ? ` ${fcStyles.noScrollbars}` : ''}`;
  el.style.overflowX = 'hidden';
  el.style.overflowY = overflowY;
  return el;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusableScrollers', () => {
  it('finds the class names FullCalendar gives its scrollers', () => {
    expect(fcStyles.internalScroller).toMatch(/^fc-\w+$/);
    expect(fcStyles.noScrollbars).toMatch(/^fc-\w+$/);
  });

  it('puts the scrolling time grid in the tab order, once', () => {
    const root = document.createElement('div');
    const rowgroup = document.createElement('div');
    rowgroup.setAttribute('role', 'rowgroup');
    const body = scroller('auto');
    rowgroup.append(body);
    const header = scroller('auto', true);
    const still = scroller('hidden');
    root.append(header, rowgroup, still);
    expect(focusableScrollers(root)).toBe(1);
    expect(body.tabIndex).toBe(0);
    // The rows' group is now the focusable scroller itself: nothing focusable between a group and its rows.
    expect(body.getAttribute('role')).toBe('rowgroup');
    expect(rowgroup.getAttribute('role')).toBe('none');
    expect(header.hasAttribute('role')).toBe(false);
    expect(header.hasAttribute('tabindex')).toBe(false);
    expect(still.hasAttribute('tabindex')).toBe(false);
    expect(focusableScrollers(root)).toBe(0);
  });

  it('follows the scrollers FullCalendar renders later (another view or day)', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const stop = watchScrollers(root);
    const later = scroller('auto');
    root.append(later);
    await Promise.resolve();
    expect(later.tabIndex).toBe(0);
    expect(later.hasAttribute('role')).toBe(false);
    stop();
    const afterStop = scroller('auto');
    root.append(afterStop);
    await Promise.resolve();
    expect(afterStop.hasAttribute('tabindex')).toBe(false);
  });
});
