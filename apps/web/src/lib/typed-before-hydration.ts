import { useLayoutEffect, useRef, type RefObject } from 'react';

/** What the hook needs of a Mantine form (`useForm`): its fields are named by their inputs' `data-path`. */
interface FormFields {
  setFieldValue(path: string, value: string, options?: { forceUpdate: boolean }): void;
}

/**
 * Text typed into a form the server drew (decision 056) before the page's scripts ran: React keeps it in the
 * fields when it hydrates, but no change event reached the form's state, which a submit then reads as empty.
 * Once hydrated, each text field whose text is not the one it was drawn with (typed, or filled in by the
 * browser's password manager) gives it to the form, found by the `data-path` Mantine's getInputProps puts on
 * the input. A layout effect: it runs in the hydration's commit, before React replays the click theme-init.js
 * held (decision 054) — "Sign in" then submits what is on screen. On a form the browser drew, nothing differs.
 */
export function useTypedBeforeHydration<T extends HTMLElement>(form: FormFields): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const fields = ref.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[data-path], textarea[data-path]',
    );
    for (const field of fields ?? []) {
      if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden', 'file'].includes(field.type)) continue;
      if (field.value !== field.defaultValue)
        form.setFieldValue(field.dataset.path!, field.value, { forceUpdate: false });
    }
    // Once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
