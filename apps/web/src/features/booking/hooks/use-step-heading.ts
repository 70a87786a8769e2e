import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The heading of a booking step, focused when the step is reached from another one (issue #31.13):
 * the control that led here is gone, and the focus would stay behind on the page's start. A step
 * opened directly (the first page of a visit) is left to the browser.
 *
 * A layout effect: when a part of the step loads its code or texts, React hides the step for a
 * moment (the focus falls to the page's body) and runs its layout effects again when it shows it;
 * the heading then takes the focus back, unless the reader has moved it meanwhile.
 */
export function useStepHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const heading = useRef<T>(null);
  const { key } = useLocation();
  const arrived = useRef(key !== 'default');
  const focused = useRef(false);
  useLayoutEffect(() => {
    if (!arrived.current) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focused.current && !lost) return;
    focused.current = true;
    heading.current?.focus({ preventScroll: true });
  }, []);
  return heading;
}
