import type { PageSecondaryAction } from '@backoffice/ui';
import { EmptyState, Page, PageSkeleton } from '@backoffice/ui';
import type { ReactNode } from 'react';

import { useI18n } from '../i18n/I18nProvider';
import { useGuardedNavigate } from '../navigation/LeaveGuard';

/** The page's main action: a path to open (e.g. the create screen) or a press handler. */
export type EntityPageAction = { label: string; isDisabled?: boolean; isPending?: boolean } & (
  { href: string } | { onPress: () => void }
);

/** Props of {@link EntityPage}. */
export interface EntityPageProps {
  title: string;
  primaryAction?: EntityPageAction;
  secondaryActions?: readonly PageSecondaryAction[];
  /** Shows the page's skeleton instead of its content. */
  isLoading?: boolean;
  /** The content could not be loaded: says so and offers this retry. */
  loadFailed?: (() => void) | undefined;
  children?: ReactNode;
}

/**
 * The kit's Page for the entity screens: the heading (also the document title), the actions, and the loading and
 * load-failure states.
 */
export function EntityPage({
  title,
  primaryAction,
  secondaryActions = [],
  isLoading = false,
  loadFailed,
  children,
}: EntityPageProps) {
  const { LL } = useI18n();
  const navigate = useGuardedNavigate();
  const C = LL.entities.common;
  return (
    <Page
      title={title}
      appTitle={LL.app.title()}
      secondaryActions={secondaryActions}
      labels={{ moreActions: C.moreActions() }}
      {...(primaryAction
        ? {
            primaryAction: {
              label: primaryAction.label,
              ...(primaryAction.isDisabled ? { isDisabled: true } : {}),
              ...(primaryAction.isPending ? { isPending: true } : {}),
              onPress: 'href' in primaryAction ? () => navigate(primaryAction.href) : primaryAction.onPress,
            },
          }
        : {})}
    >
      {loadFailed ? (
        <EmptyState heading={C.itemLoadError()} action={{ label: LL.common.retry(), onPress: loadFailed }} />
      ) : isLoading ? (
        <PageSkeleton label={C.loadingItem()} />
      ) : (
        children
      )}
    </Page>
  );
}
