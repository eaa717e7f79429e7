import '../testSetup';

import type { NotificationInputs } from '@backoffice/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { notificationLabels } from '../fixtures';
import { NotificationToggle } from './NotificationToggle';

describe('NotificationToggle', () => {
  it.each<[string, NotificationInputs, 'on' | 'off' | 'blocked']>([
    ['registered with permission', { registered: true, userOff: false, permission: 'granted' }, 'on'],
    ['switched off by the user', { registered: true, userOff: true, permission: 'granted' }, 'off'],
    ['not registered yet', { registered: false, userOff: false, permission: 'granted' }, 'off'],
    ['permission not asked yet', { registered: true, userOff: false, permission: 'default' }, 'off'],
    ['permission denied', { registered: true, userOff: false, permission: 'denied' }, 'blocked'],
  ])('is %s → %s', (_name, status, state) => {
    const { container } = render(
      <NotificationToggle status={status} browser="firefox" onChange={vi.fn()} labels={notificationLabels} />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-state', state);
    const toggle = screen.getByRole('switch', { name: 'Order notifications' });
    if (state === 'on') expect(toggle).toBeChecked();
    else expect(toggle).not.toBeChecked();
    if (state === 'blocked')
      expect(screen.getByRole('button', { name: notificationLabels.help })).toBeInTheDocument();
    else expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
