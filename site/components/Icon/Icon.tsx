import { clsx } from 'clsx'
import type { ReactNode, SVGProps } from 'react'

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

/**
 * A 24-unit stroke icon (its stroke is drawn by .stroke-icon in globals.css, not repeated on every
 * icon of every page); decorative, so hidden from assistive technology.
 */
function strokeIcon(paths: ReactNode) {
  return function Icon({ size = 20, className, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        className={clsx('stroke-icon', className)}
        aria-hidden="true"
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
export const ShareIcon = strokeIcon(<path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />)
export const SearchIcon = strokeIcon(<path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />)
export const DiscIcon = strokeIcon(<path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />)
export const SparkIcon = strokeIcon(<path d="M12 3v4M12 17v4M3 12h4M17 12h4M6.3 6.3l2.8 2.8M14.9 14.9l2.8 2.8M6.3 17.7l2.8-2.8M14.9 9.1l2.8-2.8" />)
export const CalendarIcon = strokeIcon(<path d="M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM4 10h16M8 3v4M16 3v4" />)
export const UsersIcon = strokeIcon(<path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.6" />)
export const HeadphonesIcon = strokeIcon(<path d="M4 18v-6a8 8 0 0 1 16 0v6M4 15h3v6H5a1 1 0 0 1-1-1v-5zM20 15h-3v6h2a1 1 0 0 0 1-1v-5z" />)
export const CheckCircleIcon = strokeIcon(<path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12.5l2.5 2.5L16 9.5" />)
export const LockIcon = strokeIcon(<path d="M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1zM8 11V7a4 4 0 0 1 8 0v4" />)
export const MailIcon = strokeIcon(<path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3 7l9 6 9-6" />)
export const ClockIcon = strokeIcon(<path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" />)
