import { Spinner } from '@site/admin/ui/Spinner'

/** Shown while the server checks who is asking for /admin (SPEC §2: a spinner while auth resolves). */
export default function Loading() {
  return <Spinner label="Checking your access…" />
}
