import { clsx } from 'clsx'
import Link from 'next/link'
import type { ComponentProps } from 'react'
import { ExternalLink } from '../ExternalLink/ExternalLink'
import styles from './Button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'
export type ButtonSize = 'sm' | 'md' | 'lg'

type ButtonStyleProps = { $variant?: ButtonVariant; $size?: ButtonSize; $block?: boolean }

type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean }

/** Shared by every element that looks like a button: <button>, in-app links and full-page links. */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonLook = {}) {
  return clsx(styles.button, styles[size], styles[variant], block && styles.block)
}

function classNameOf({ $variant, $size, $block }: ButtonStyleProps, className: string | undefined) {
  return clsx(buttonClassName({ variant: $variant, size: $size, block: $block }), className)
}

export function Button({ $variant, $size, $block, className, ...props }: ComponentProps<'button'> & ButtonStyleProps) {
  return <button className={classNameOf({ $variant, $size, $block }, className)} {...props} />
}

/** A button-looking link within the site (client-side navigation). */
export function ButtonLink({
  $variant,
  $size,
  $block,
  className,
  ...props
}: ComponentProps<typeof Link> & ButtonStyleProps) {
  return <Link className={classNameOf({ $variant, $size, $block }, className)} {...props} />
}

/** A button-looking plain link: full-page navigations (/api/login) and other sites. */
export function ButtonAnchor({ $variant, $size, $block, className, ...props }: ComponentProps<'a'> & ButtonStyleProps) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content comes in props.children
  return <a className={classNameOf({ $variant, $size, $block }, className)} {...props} />
}

/** A button-looking link to another site, opened in a new tab. */
export function ButtonExternal({
  $variant,
  $size,
  $block,
  className,
  ...props
}: ComponentProps<typeof ExternalLink> & ButtonStyleProps) {
  return <ExternalLink className={classNameOf({ $variant, $size, $block }, className)} {...props} />
}
