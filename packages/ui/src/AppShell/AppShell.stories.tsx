import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { Link } from '../Link/Link';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import { PageTitle } from '../PageTitle/PageTitle';
import { Stack } from '../Stack/Stack';
import { en } from '../stories.fixtures';
import { AppShell } from './AppShell';

const navigation = (
  <Stack gap="200">
    {en.shell.menu.map((item) => (
      <Link key={item} variant="standalone" href={`#${item.toLowerCase()}`}>
        {item}
      </Link>
    ))}
  </Stack>
);

const meta = {
  title: 'ui/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: (
      <Link variant="standalone" href="#orders">
        {en.shell.appTitle}
      </Link>
    ),
    headerEnd: <LanguageSwitcher value="en" onChange={() => {}} labels={en.language} />,
    navigation,
    footer: en.shell.footer,
    labels: { navigation: en.shell.navigation, openNavigation: en.shell.openNavigation },
    children: (
      <Stack>
        <PageTitle appTitle={en.shell.appTitle}>{en.shell.pageTitle}</PageTitle>
        <p>{en.shell.body}</p>
      </Stack>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: en.shell.navigation })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en.shell.openNavigation })).not.toBeInTheDocument();
    await expect(document.title).toBe('Orders - Back-office');
  },
};

/** Under 992 px the sidebar collapses into a drawer. */
export const Mobile: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: en.shell.navigation })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: en.shell.openNavigation })).toBeVisible();
  },
};

export const MobileDrawerOpen: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en.shell.openNavigation }));
    const drawer = await screen.findByRole('dialog', { name: en.shell.navigation });
    await expect(drawer).toHaveTextContent(en.shell.menu[0] ?? '');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Inside a parent frame: no header, no sidebar. */
export const Inline: Story = {
  args: { isInline: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveTextContent(en.shell.body);
  },
};
