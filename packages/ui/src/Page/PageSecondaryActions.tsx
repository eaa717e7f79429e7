import { useLayoutEffect, useRef, useState } from 'react';

import { Button } from '../Button/Button';
import { button, label as buttonLabel } from '../Button/Button.css';
import { Icon } from '../Icon/Icon';
import { iconButton } from '../IconButton/IconButton.css';
import { Menu } from '../Menu/Menu';
import { useIsMobile } from '../private/useIsMobile';
import type { PageSecondaryAction } from './Page';
import * as styles from './Page.css';
import { toVisibleActionCount } from './toVisibleActionCount';

interface PageSecondaryActionsProps {
  actions: readonly PageSecondaryAction[];
  /** At most this many show as buttons (undefined: as many as fit). */
  maxVisible: number | undefined;
  moreActionsLabel: string;
}

/**
 * The secondary actions as buttons while they fit, the rest in a "More actions" menu. The slot's width comes
 * from the title row, and invisible copies of the buttons give their widths; a ResizeObserver on both refolds
 * when the window, the title or the labels (fonts loading, language switch) change. Under 992 px every action
 * folds, whatever the room.
 */
export function PageSecondaryActions({ actions, maxVisible, moreActionsLabel }: PageSecondaryActionsProps) {
  const isMobile = useIsMobile();
  const slotRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [fitting, setFitting] = useState(actions.length);

  const labels = actions.map((action) => action.label).join('\n');
  useLayoutEffect(() => {
    const slot = slotRef.current;
    const measure = measureRef.current;
    if (isMobile || !slot || !measure) return undefined;
    const update = () => {
      const copies = Array.from(measure.children);
      const trigger = copies.pop();
      setFitting(
        toVisibleActionCount({
          available: slot.getBoundingClientRect().width,
          actionWidths: copies.map((copy) => copy.getBoundingClientRect().width),
          gap: Number.parseFloat(getComputedStyle(slot).columnGap) || 0,
          moreWidth: trigger?.getBoundingClientRect().width ?? 0,
          ...(maxVisible === undefined ? {} : { max: maxVisible }),
        }),
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(slot);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [isMobile, labels, maxVisible]);

  const shown = isMobile ? 0 : Math.min(fitting, actions.length);
  const folded = actions.slice(shown);
  return (
    <div ref={slotRef} className={styles.secondaryActions}>
      {isMobile ? null : (
        <div ref={measureRef} className={styles.measure} aria-hidden="true">
          {actions.map((action) => (
            <span key={action.id} className={button({ variant: 'secondary' })}>
              <span className={buttonLabel}>{action.label}</span>
            </span>
          ))}
          <span className={iconButton({ variant: 'secondary' })}>
            <Icon name="more" />
          </span>
        </div>
      )}
      {actions.slice(0, shown).map((action) => (
        <Button
          key={action.id}
          variant="secondary"
          tone={action.tone}
          isDisabled={action.isDisabled}
          isPending={action.isPending}
          onPress={action.onPress}
        >
          {action.label}
        </Button>
      ))}
      {folded.length > 0 ? (
        <Menu
          triggerLabel={moreActionsLabel}
          items={folded.map(({ id, label, isDisabled, tone }) => ({ id, label, isDisabled, tone }))}
          onAction={(id) => folded.find((action) => action.id === id)?.onPress()}
        />
      ) : null}
    </div>
  );
}
