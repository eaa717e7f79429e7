import { Button, Stack } from '@backoffice/ui';

/** A full-page message with one action: the config load failure and the chunk load failure. */
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
    <Stack as="section" gap="400" padding="800" alignItems="flex-start" role="alert">
      <h1>{title}</h1>
      <p>{description}</p>
      <Button onPress={onAction}>{action}</Button>
    </Stack>
  );
}
