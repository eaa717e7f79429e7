import { Box, Spinner } from '@backoffice/ui/base';

/** The full-page spinner while the app's settings or translations load. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <Box display="flex" alignItems="center" justifyContent="center" padding="800">
      <Spinner size="lg" label={label} />
    </Box>
  );
}
