import { useEffect, useState, type RefObject } from 'react';

/**
 * A server-rendered text field keeps what the visitor types before the page's scripts run, but
 * React's state starts from the value it rendered. Once hydrated, this hands the typed text to
 * `setValue`, so the field and the state agree and nothing typed is lost.
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
