import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentType, FocusEventHandler, MouseEventHandler, ReactElement, Ref } from 'react';

/** What the full menu receives when it replaces the plain trigger. */
export type DeferredMenuProps = {
  /** Open at once: the user clicked the trigger before the menu's code had arrived. */
  defaultOpened: boolean;
  /** Focus the menu's own trigger: the plain one had the focus when it was swapped out. */
  autoFocus: boolean;
};

export type DeferredTriggerProps = {
  ref: Ref<HTMLButtonElement>;
  onPointerEnter: () => void;
  onFocus: FocusEventHandler<HTMLButtonElement>;
  onPointerDown: () => void;
  onClick: MouseEventHandler<HTMLButtonElement>;
  'aria-haspopup': 'menu';
  'aria-expanded': false;
};

type Props = {
  /** The plain button shown until the menu is needed; it must look like the menu's own trigger. */
  renderTrigger: (props: DeferredTriggerProps) => ReactElement;
  /** Loads the full menu (a dynamic import): the dropdown, positioning and keyboard handling. */
  load: () => Promise<ComponentType<DeferredMenuProps>>;
};

/**
 * A header menu whose dropdown code (Mantine's Menu with floating-ui, ~20 kB gzip) is not part of a
 * page's first load: the trigger is a plain button; pointing at it or focusing it fetches the menu,
 * which then takes the trigger's place (keeping the focus), and a click opens it as soon as it is there.
 */
export function DeferredMenu({ renderTrigger, load }: Props) {
  const [shown, setShown] = useState<{
    Menu: ComponentType<DeferredMenuProps>;
    open: boolean;
    focus: boolean;
  } | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const pending = useRef<Promise<ComponentType<DeferredMenuProps>> | null>(null);
  const loaded = useRef<ComponentType<DeferredMenuProps> | null>(null);
  // While a press is under way the plain button must stay: swapping it between pointerdown and
  // click would lose the click.
  const pressing = useRef(false);
  const clicked = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const swap = useCallback(() => {
    const Menu = loaded.current;
    if (!Menu || !mounted.current || pressing.current) return;
    const focus =
      clicked.current || (trigger.current !== null && document.activeElement === trigger.current);
    setShown((current) => current ?? { Menu, open: clicked.current, focus });
  }, []);

  const fetchMenu = useCallback(() => {
    pending.current ??= load();
    pending.current.then(
      (Menu) => {
        loaded.current = Menu;
        swap();
      },
      () => {
        // A failed download leaves the plain trigger; the next attempt fetches again.
        pending.current = null;
      },
    );
  }, [load, swap]);

  if (shown) return <shown.Menu defaultOpened={shown.open} autoFocus={shown.focus} />;
  return renderTrigger({
    ref: trigger,
    onPointerEnter: fetchMenu,
    onFocus: fetchMenu,
    onPointerDown: () => {
      pressing.current = true;
      fetchMenu();
    },
    onClick: () => {
      pressing.current = false;
      clicked.current = true;
      if (loaded.current) swap();
      else fetchMenu();
    },
    'aria-haspopup': 'menu',
    'aria-expanded': false,
  });
}

/** Focuses `ref` once after mount when `enabled` (for the menu that took the plain trigger's place). */
export function useFocusOnMount(ref: { current: HTMLElement | null }, enabled: boolean): void {
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Only on mount: later renders must not steal the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
