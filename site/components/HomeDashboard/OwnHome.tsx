import { redirect } from 'next/navigation'
import { LOGOUT_HREF } from '../../lib/navigation'
import { getOwnHome, type OwnHome } from '../../lib/read/session'
import { ButtonLink } from '../Button/Button'
import { PenIcon } from '../Icon/Icon'
import { Section } from '../Section/Section'
import { SubmissionList } from '../SubmissionList/SubmissionList'

/** SPEC §9: the signed-in home shows the first 3 of the visitor's submissions. */
const SHOWN = 3

/**
 * The visitor's own part of the home, read for each request. The page reaches only a request whose
 * session cookie this site signed; when that session has ended elsewhere (signed out in another
 * browser, or the account removed), the visitor is signed out here too.
 */
async function ownHome(): Promise<OwnHome> {
  const home = await getOwnHome()
  if (!home) redirect(LOGOUT_HREF)
  return home
}

/** SPEC §2 greeting. */
export async function OwnGreeting() {
  return <>{`Welcome back, ${(await ownHome()).name}!`}</>
}

/** The "Your Submissions" stat. */
export async function OwnSubmissionCount() {
  return <>{(await ownHome()).submissions.length}</>
}

/** SPEC §2: the first few of the visitor's submissions with a Submit More Lyrics button, when they have any. */
export async function OwnSubmissionsSection() {
  const { submissions } = await ownHome()
  if (submissions.length === 0) return null
  return (
    <Section
      id="submissions"
      title="Your Submissions"
      eyebrow="Your lyrics"
      action={
        <ButtonLink href="/submit" $variant="secondary">
          <PenIcon size={18} /> Submit More Lyrics
        </ButtonLink>
      }
    >
      <SubmissionList submissions={submissions.slice(0, SHOWN)} />
    </Section>
  )
}
