import type { ButtonProps } from '../Button/Button';
import { Button } from '../Button/Button';
import { useFormKit } from './formContext';

/** Props of {@link SaveButton}: a Button without `type`, `isPending` and `onPress` (the form drives them). */
export type SaveButtonProps = Omit<ButtonProps, 'type' | 'isPending' | 'onPress'>;

/**
 * The Save button: type=submit, disabled until the form is valid (after the form's saveDelay) and while
 * submitting, when it shows its pending spinner (`data-pending`). Place it anywhere inside <Form>. `isDisabled`
 * disables it further (e.g. no permission).
 */
export function SaveButton({ isDisabled, ...props }: SaveButtonProps) {
  const { canSave, isSubmitting } = useFormKit();
  return (
    <Button
      {...props}
      type="submit"
      isPending={isSubmitting}
      isDisabled={isDisabled === true || (!canSave && !isSubmitting)}
    />
  );
}
