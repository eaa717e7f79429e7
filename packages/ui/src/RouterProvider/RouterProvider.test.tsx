import '../orders/testSetup';

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link as AriaLink } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';

import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { Link } from '../Link/Link';
import { RouterProvider } from './RouterProvider';

/** Clicks `element` as a user would, and tells whether the browser was left to follow the link. */
function click(element: Element, init: MouseEventInit = {}): boolean {
  return fireEvent.click(element, { button: 0, ...init });
}

describe('RouterProvider', () => {
  it('navigates in place on a plain click on a kit link', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/orders/42">Order 42</Link>
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Order 42' }));
    expect(navigate).toHaveBeenCalledWith('/orders/42');
  });

  it.each([
    ['a Ctrl-click', { ctrlKey: true }],
    ['a Cmd-click', { metaKey: true }],
    ['a Shift-click', { shiftKey: true }],
    ['an Alt-click', { altKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser', (_, init) => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/orders/42">Order 42</Link>
      </RouterProvider>,
    );
    expect(click(screen.getByRole('link', { name: 'Order 42' }), init)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves links with a target, a download or another origin to the browser', () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/orders/42/label" target="_blank" rel="noopener">
          Label
        </Link>
        <Link href="/orders/42/receipt.pdf" download>
          Receipt
        </Link>
        <Link href="https://example.com/help">Help</Link>
      </RouterProvider>,
    );
    for (const name of ['Label', 'Receipt', 'Help'])
      expect(click(screen.getByRole('link', { name }))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates in place from a breadcrumb step', () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Breadcrumbs
          label="Breadcrumbs"
          items={[
            { id: 'companies', label: 'Companies', href: '/companies' },
            { id: 'company', label: 'Acme' },
          ]}
        />
      </RouterProvider>,
    );
    expect(click(screen.getByRole('link', { name: 'Companies' }))).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/companies');
    expect(screen.getByText('Acme')).toHaveAttribute('aria-current', 'page');
  });

  it('gives the same navigation to React Aria links', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <AriaLink href="/orders">Orders</AriaLink>
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(navigate).toHaveBeenCalledWith('/orders');
  });

  it('uses the latest navigate it was given', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const show = (navigate: (path: string) => void) => (
      <RouterProvider navigate={navigate}>
        <Link href="/orders">Orders</Link>
      </RouterProvider>
    );
    const { rerender } = render(show(first));
    rerender(show(second));
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('/orders');
  });
});

describe('Link without a RouterProvider', () => {
  it('is an ordinary link: the browser follows the click', () => {
    render(<Link href="/orders/42">Order 42</Link>);
    expect(click(screen.getByRole('link', { name: 'Order 42' }))).toBe(true);
  });

  it('runs onPress on a click, or on Enter when it has no href', async () => {
    const onPress = vi.fn();
    render(<Link onPress={onPress}>Show the order</Link>);
    const link = screen.getByRole('link', { name: 'Show the order' });
    await userEvent.click(link);
    expect(onPress).toHaveBeenCalledTimes(1);
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled', async () => {
    const onPress = vi.fn();
    render(
      <Link href="/orders/42" isDisabled onPress={onPress}>
        Order 42
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Order 42' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onPress).not.toHaveBeenCalled();
  });
});
