import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline';
export type ButtonSize = 'md' | 'sm';

/**
 * The classes of a button, for a <button> or a link that looks like one. The look lives in the
 * `btn-*` utilities of app/globals.css (so server markup and the Markdown pages share it); this is
 * the one place that picks them.
 */
export function buttonClass({
  variant = 'outline',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return [`btn-${variant}`, size === 'sm' ? 'min-h-10 px-3 py-1' : undefined, className]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

/** A <button> (type "button" unless said otherwise) in one of the site's button styles. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
