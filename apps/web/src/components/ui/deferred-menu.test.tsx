import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredMenu, type DeferredMenuProps } from './deferred-menu';

function FullMenu({ defaultOpened, autoFocus }: DeferredMenuProps) {
  return (
    <button type="button" autoFocus={autoFocus} data-testid="full">
      {defaultOpened ? 'menu open' : 'menu closed'}
    </button>
  );
}

function setup() {
  let resolve: (menu: typeof FullMenu) => void = () => undefined;
  let loads = 0;
  const load = () => {
    loads += 1;
    return new Promise<typeof FullMenu>((r) => {
      resolve = r;
    });
  };
  render(<DeferredMenu load={load} renderTrigger={(props) => <button {...props}>Plain</button>} />);
  return { resolve: (menu = FullMenu) => act(async () => resolve(menu)), loads: () => loads };
}

describe('DeferredMenu', () => {
  it('shows the plain trigger and loads nothing until it is pointed at', async () => {
    const menu = setup();
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(menu.loads()).toBe(0);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Plain' }));
    expect(menu.loads()).toBe(1);
    await menu.resolve();
    expect(screen.getByTestId('full')).toHaveTextContent('menu closed');
  });

  it('a click before the code arrives opens the menu when it does', async () => {
    const menu = setup();
    const plain = screen.getByRole('button', { name: 'Plain' });
    fireEvent.pointerDown(plain);
    fireEvent.click(plain);
    expect(menu.loads()).toBe(1);
    await menu.resolve();
    expect(screen.getByTestId('full')).toHaveTextContent('menu open');
  });

  it('keeps the plain button while a press is under way, so the click is not lost', async () => {
    const menu = setup();
    const plain = screen.getByRole('button', { name: 'Plain' });
    fireEvent.pointerDown(plain);
    await menu.resolve();
    expect(screen.getByRole('button', { name: 'Plain' })).toBe(plain);
    fireEvent.click(plain);
    expect(await screen.findByTestId('full')).toHaveTextContent('menu open');
  });

  it('hands the focus to the full menu when the plain trigger had it', async () => {
    const menu = setup();
    const plain = screen.getByRole('button', { name: 'Plain' });
    act(() => plain.focus());
    expect(menu.loads()).toBe(1);
    await menu.resolve();
    expect(screen.getByTestId('full')).toHaveFocus();
  });
});
