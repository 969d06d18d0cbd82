import { fireEvent, render, screen } from '@testing-library/react';
import { buttonClass } from './button';
import { PopoverMenu } from './popover-menu';

function renderMenu() {
  render(
    <PopoverMenu id="m" trigger="Pages" triggerClassName="t" className="p" label="Pages">
      <a href="#a">A</a>
      <a href="#b">B</a>
      <button type="button">C</button>
    </PopoverMenu>,
  );
  return document.getElementById('m')!;
}

describe('PopoverMenu', () => {
  it('ties its button to the popover panel', () => {
    const panel = renderMenu();
    expect(screen.getByRole('button', { name: 'Pages' })).toHaveAttribute('popovertarget', 'm');
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toHaveAttribute('aria-label', 'Pages');
  });

  it('moves between entries with the arrow, Home and End keys, wrapping at both ends', () => {
    const panel = renderMenu();
    const [a, b, c] = [
      screen.getByRole('link', { name: 'A', hidden: true }),
      screen.getByRole('link', { name: 'B', hidden: true }),
      screen.getByRole('button', { name: 'C', hidden: true }),
    ];
    a!.focus();
    fireEvent.keyDown(panel, { key: 'ArrowDown' });
    expect(b).toHaveFocus();
    fireEvent.keyDown(panel, { key: 'End' });
    expect(c).toHaveFocus();
    fireEvent.keyDown(panel, { key: 'ArrowDown' });
    expect(a).toHaveFocus();
    fireEvent.keyDown(panel, { key: 'ArrowUp' });
    expect(c).toHaveFocus();
    fireEvent.keyDown(panel, { key: 'Home' });
    expect(a).toHaveFocus();
  });
});

describe('buttonClass', () => {
  it('picks the variant and size classes and keeps the caller’s', () => {
    expect(buttonClass()).toBe('btn-outline');
    expect(buttonClass({ variant: 'primary', size: 'sm', className: 'w-full' })).toBe(
      'btn-primary min-h-10 px-3 py-1 w-full',
    );
  });
});
