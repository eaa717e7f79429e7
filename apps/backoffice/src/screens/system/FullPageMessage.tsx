import { PlainButton } from '../../plain/PlainButton';
import { messageColumn } from '../../plain/plainLayout.css';

/**
 * A full-page message with one action: the config load failure and the chunk load failure. Its button is a native
 * one: this page shows when the code of the kit's controls may be what failed to load.
 */
export function FullPageMessage({
  title,
  description,
  action,
  onAction,
}: {
  title: string;
  description: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <section className={messageColumn} role="alert">
      <h1>{title}</h1>
      <p>{description}</p>
      <PlainButton onClick={onAction}>{action}</PlainButton>
    </section>
  );
}
