// Simple drawings of social-network marks; the icon package ships no brand logos.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function BaseIcon({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export function LinkedInIcon(props: IconProps) {
  return (
    <BaseIcon fill="currentColor" {...props}>
      <circle cx="5" cy="5" r="2.2" />
      <rect x="3" y="9" width="4" height="12" rx="0.5" />
      <path d="M10 9h3.8v1.8c.7-1.2 2-2.1 3.9-2.1 3.2 0 4.3 2 4.3 5.3V21h-4v-6.2c0-1.5-.5-2.4-1.8-2.4-1.4 0-2.2 1-2.2 2.6V21h-4z" />
    </BaseIcon>
  );
}

export function XIcon(props: IconProps) {
  return (
    <BaseIcon fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" {...props}>
      <path d="M4 4h4.2L20 20h-4.2z" fill="currentColor" strokeWidth="1" strokeLinejoin="round" />
      <path d="M19.5 4l-6.6 7.3M11.1 12.7 4.5 20" />
    </BaseIcon>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <BaseIcon fill="currentColor" {...props}>
      <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V9c0-.6.4-1 1-1z" />
    </BaseIcon>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <BaseIcon fill="none" stroke="currentColor" strokeWidth="2" {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </BaseIcon>
  );
}

export function WhatsAppIcon(props: IconProps) {
  return (
    <BaseIcon fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" {...props}>
      <path d="M4 20l1.3-4.1A8.5 8.5 0 1 1 8.4 19z" />
      <path
        d="M9 8.5c.3-.6.9-.7 1.2-.1l.6 1.4c.1.3 0 .6-.2.8l-.4.4c.5 1.1 1.4 2 2.5 2.5l.4-.4c.2-.2.5-.3.8-.2l1.4.6c.6.3.5.9-.1 1.2-1.8 1-5.5-1.9-6.2-4.2z"
        fill="currentColor"
        strokeWidth="0.5"
      />
    </BaseIcon>
  );
}
