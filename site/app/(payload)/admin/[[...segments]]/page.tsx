import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { AdminAccessRequired } from '@site/admin/AdminAccessRequired/AdminAccessRequired'
import { adminAccess } from '@site/admin/access/adminAccess'
import { ADMIN_PANEL_TITLE } from '@site/admin/AdminPanel/title'
import { releaseZoneMetadata } from '@site/lib/releaseZone'
import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments?: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export async function generateMetadata({ params, searchParams }: Args): Promise<Metadata> {
  const generated = await generatePageMetadata({ config, params: params as Promise<{ segments: string[] }>, searchParams })
  // The panel shows dates in the collective's zone, as the site does (lib/releaseZone).
  const metadata = { ...generated, other: { ...generated.other, ...releaseZoneMetadata() } }
  // The panel replaces Payload's dashboard at /admin itself; it carries its own title.
  const { segments } = await params
  return segments?.length ? metadata : { ...metadata, title: ADMIN_PANEL_TITLE }
}

/** Every /admin page: signed out sees the sign-in prompt, non-admins go to /albums (SPEC §2). */
export default async function Page({ params, searchParams }: Args) {
  const access = await adminAccess()
  if (access === 'signed-out') return <AdminAccessRequired />
  if (access === 'not-admin') redirect('/albums')
  return RootPage({ config, params: params as Promise<{ segments: string[] }>, searchParams, importMap })
}
