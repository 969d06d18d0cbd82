import type { ReactNode } from 'react';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form field: label, optional hint, the control, and an error announced when it
 * appears. The control gets its id and its aria-describedby (hint, `describedBy`, error) and
 * aria-invalid from here, so no field wires them by hand.
 */
export function Field({
  id,
  label,
  hint,
  error,
  describedBy,
  className = 'flex flex-col gap-1',
  labelClassName = 'font-semibold',
  children,
  after,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Other elements that describe the control (a live status line, say), by id. */
  describedBy?: string;
  className?: string;
  labelClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
  /** Shown after the error (an offer, a status line). */
  after?: ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, describedBy, errorId].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-neutral-700">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      <FieldError id={`${id}-error`} message={error} />
      {after}
    </div>
  );
}

/** A field's (or a fieldset's) error message, announced as it appears; nothing without one. */
export function FieldError({ id, message }: { id: string; message: ReactNode }) {
  return message ? (
    <p id={id} role="alert" className="text-error font-semibold">
      {message}
    </p>
  ) : null;
}
