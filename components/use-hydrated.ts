import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the page is still its server markup (scripts load after the first paint, see
 * server/defer-scripts.ts), true once React has hydrated it. Forms keep their submit button
 * disabled until then: a click or Enter before the form can handle it would otherwise reload the
 * page (a native submission) and lose what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A server-rendered text field keeps what the visitor types before hydration, but React's state
 * starts from the value it rendered. Once hydrated, this hands the typed text to `setValue`, so
 * the field and the state agree and nothing typed is lost.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  setValue: (value: string) => void,
) {
  const [rendered] = useState(value);
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== rendered) setValue(typed);
  }, [field, rendered, setValue]);
}
