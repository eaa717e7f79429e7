import type { ReactNode } from 'react';
import { Suspense, useId, useState } from 'react';

import { IconButton } from '../IconButton/IconButton';
import { drawerPart, partComponent } from '../private/lazyParts';
import { useIsMobile } from '../private/useIsMobile';
import { footer, header, headerEnd, main, shell, sidebar } from './AppShell.css';

const NavigationDrawer = /* @__PURE__ */ partComponent(drawerPart, (parts) => parts.NavigationDrawer);

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** The logo (a link home), at the start of the header. */
  logo: ReactNode;
  /** Header content at the end: language switcher, user menu. */
  headerEnd?: ReactNode;
  /** The navigation menu (sidebar content). */
  navigation: ReactNode;
  /** Footer content. */
  footer?: ReactNode;
  /** The page. */
  children: ReactNode;
  /**
   * Inline mode (the app inside a parent frame): no header and no sidebar (`data-inline`).
   * @default false
   */
  isInline?: boolean;
  /** Texts: the navigation landmark's name and the drawer button's name. */
  labels: { navigation: string; openNavigation: string };
}

/**
 * The page frame: header, sidebar, main content and footer. From 992 px the sidebar is always shown; below it
 * (`data-mobile`) the sidebar becomes a drawer opened from the header's menu button.
 *
 * **When to use:** Once, at the root of the signed-in app (the back-office's shell layout), to frame every
 * screen with the header, the role-filtered sidebar and the footer.
 *
 * **When not to use:** Not per screen: a screen's own frame (title, actions, breadcrumbs) is a {@link Page}.
 * Signed-out screens (login, password reset) render without it.
 */
export function AppShell({
  logo,
  headerEnd: end,
  navigation,
  footer: foot,
  children,
  isInline,
  labels,
}: AppShellProps) {
  const isMobile = useIsMobile();
  // The drawer's code (a modal and React Aria's overlays) loads when it first opens (`private/lazyParts.tsx`).
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [isDrawerUsed, setDrawerUsed] = useState(false);
  const drawerId = useId();
  return (
    <div className={shell} data-mobile={isMobile || undefined} data-inline={isInline || undefined}>
      {isInline ? null : (
        <header className={header}>
          {isMobile ? (
            <>
              <IconButton
                icon="menu"
                label={labels.openNavigation}
                aria-haspopup="dialog"
                aria-expanded={isDrawerOpen}
                aria-controls={isDrawerOpen ? drawerId : undefined}
                onPress={() => {
                  setDrawerUsed(true);
                  setDrawerOpen(true);
                }}
              />
              {isDrawerUsed ? (
                <Suspense fallback={null}>
                  <NavigationDrawer
                    id={drawerId}
                    isOpen={isDrawerOpen}
                    onOpenChange={setDrawerOpen}
                    label={labels.navigation}
                    navigation={navigation}
                  />
                </Suspense>
              ) : null}
            </>
          ) : null}
          {logo}
          {end ? <div className={headerEnd}>{end}</div> : null}
        </header>
      )}
      {isInline || isMobile ? null : (
        <nav aria-label={labels.navigation} className={sidebar}>
          {navigation}
        </nav>
      )}
      <main className={main}>{children}</main>
      {foot ? <footer className={footer}>{foot}</footer> : null}
    </div>
  );
}
