import { useEffect } from 'react';

/**
 * For a form made with `shouldFocusError: false` whose fields register in another order than the one
 * it shows them in (sections, lists): once a refused submit's messages are on screen, the first field
 * marked (`aria-invalid`), in screen order, takes the focus. `submitCount` and `refused` are the form's
 * (`formState.submitCount`, and whether `formState.errors` holds anything).
 */
export function useFocusFirstMarked(formId: string, submitCount: number, refused: boolean): void {
  useEffect(() => {
    if (submitCount === 0 || !refused) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Once per refused submit: a field corrected afterwards does not move the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);
}
