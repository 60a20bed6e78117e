import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { AdminAccessRequired } from '@site/admin/AdminAccessRequired/AdminAccessRequired'
import { adminAccess } from '@site/admin/access/adminAccess'
import { ADMIN_PANEL_TITLE } from '@site/admin/AdminPanel/title'
import { releaseZoneMetadata } from '@site/lib/releaseZone'
import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments?: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

// Rendered per request for whoever asks, as the layout is.
export const instant = false

export async function generateMetadata({ params, searchParams }: Args): Promise<Metadata> {
  const generated = await generatePageMetadata({ config, params: params as Promise<{ segments: string[] }>, searchParams })
  // The panel shows dates in the collective's zone, as the site does (lib/releaseZone).
  const metadata = { ...generated, other: { ...generated.other, ...releaseZoneMetadata() } }
  // The panel replaces Payload's dashboard at /admin itself; it carries its own title. Nor does a
  // page's title tell a visitor who is not an admin what the address holds ("Editing - Album").
  const { segments } = await params
  return segments?.length && (await adminAccess()) === 'admin' ? metadata : { ...metadata, title: ADMIN_PANEL_TITLE }
}

/** Every /admin page: signed out sees the sign-in prompt (SPEC §2); the layout sends non-admins to /albums. */
export default async function Page({ params, searchParams }: Args) {
  if ((await adminAccess()) === 'signed-out') {
    const { segments = [] } = await params
    return <AdminAccessRequired path={['/admin', ...segments.map(encodeURIComponent)].join('/')} />
  }
  return RootPage({ config, params: params as Promise<{ segments: string[] }>, searchParams, importMap })
}
