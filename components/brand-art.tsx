import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/*
 * The site's pictures and brand marks (logo, 404 illustration, social networks), drawn by server
 * components; apart from icons.tsx, whose line icons client islands of every page use.
 */

/** Five bars of different heights: the five traits. */
export function LogoMark(props: IconProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx="7" fill="#c2185b" />
      <rect x="3.7" y="13" width="3.4" height="13" rx="1.7" fill="#fff" />
      <rect x="9" y="8" width="3.4" height="18" rx="1.7" fill="#fff" />
      <rect x="14.3" y="17" width="3.4" height="9" rx="1.7" fill="#fff" />
      <rect x="19.6" y="6" width="3.4" height="20" rx="1.7" fill="#fff" />
      <rect x="24.9" y="11" width="3.4" height="15" rx="1.7" fill="#fff" />
    </svg>
  );
}

/** A magnifying glass over a question mark, for the 404 page. */
export function LostIllustration(props: IconProps) {
  return (
    <svg viewBox="0 0 200 160" aria-hidden="true" focusable="false" {...props}>
      <ellipse cx="100" cy="146" rx="70" ry="8" fill="#f5f5f5" />
      <circle cx="88" cy="70" r="48" fill="#fce4ec" stroke="#000" strokeWidth="8" />
      <path d="M122 104l38 38" stroke="#000" strokeWidth="14" strokeLinecap="round" />
      <path
        d="M74 58a14 14 0 1 1 20 12.6c-4 2-6 5-6 9.4v3"
        fill="none"
        stroke="#c2185b"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <circle cx="88" cy="98" r="5" fill="#c2185b" />
    </svg>
  );
}

/** LinkedIn's mark, drawn here: a rounded square with the letters cut out. */
export function LinkedInIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor" {...props}>
      <path
        fillRule="evenodd"
        d="M4.5 2h15A2.5 2.5 0 0 1 22 4.5v15a2.5 2.5 0 0 1-2.5 2.5h-15A2.5 2.5 0 0 1 2 19.5v-15A2.5 2.5 0 0 1 4.5 2zM6 9.6v8.4h2.7V9.6zM7.35 5.3a1.55 1.55 0 1 0 0 3.1 1.55 1.55 0 1 0 0-3.1zM10.6 9.6v8.4h2.7v-4.4c0-1.2.6-2 1.6-2s1.5.7 1.5 2v4.4h2.7v-5c0-2.4-1.3-3.6-3.2-3.6-1.2 0-2.1.5-2.6 1.3V9.6z"
      />
    </svg>
  );
}

/** A brand mark from the simple-icons package (a 24x24 path). */
export function BrandIcon({ path, ...props }: IconProps & { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor" {...props}>
      <path d={path} />
    </svg>
  );
}
