import type { ReactNode, SVGProps } from 'react'

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

/** A 24-unit stroke icon; decorative, so hidden from assistive technology. */
function strokeIcon(paths: ReactNode) {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    )
  }
}

export const MenuIcon = strokeIcon(<path d="M4 7h16M4 12h16M4 17h16" />)
export const CloseIcon = strokeIcon(<path d="M6 6l12 12M18 6L6 18" />)
export const ChevronDownIcon = strokeIcon(<path d="M6 9l6 6 6-6" />)
export const ArrowLeftIcon = strokeIcon(<path d="M19 12H5M11 6l-6 6 6 6" />)
export const ExternalIcon = strokeIcon(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />)
export const LogOutIcon = strokeIcon(<path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />)
export const PenIcon = strokeIcon(<path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />)
