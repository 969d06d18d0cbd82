import { AppLink } from '@/components/app-link';

/** Closing invitation to take the test, at the end of the information pages. */
export function TestCta({
  heading,
  text,
  button,
  href,
}: {
  heading?: string;
  text: string;
  button: string;
  href: string;
}) {
  return (
    <aside
      aria-label={heading ?? button}
      className="bg-surface-muted mt-12 flex max-w-prose flex-col items-start gap-4 rounded-lg p-6"
    >
      {heading ? <h2 className="text-2xl font-bold tracking-tight">{heading}</h2> : null}
      <p className="text-lg text-neutral-800">{text}</p>
      <AppLink href={href} className="btn-primary px-6 py-3 text-lg">
        {button}
      </AppLink>
    </aside>
  );
}
