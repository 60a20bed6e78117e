import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type { ReactNode } from 'react'
import { redirect } from 'next/navigation'
import { adminAccess } from '@site/admin/access/adminAccess'
import { importMap } from './admin/importMap.js'

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return handleServerFunctions({ ...args, config, importMap })
}

// The admin is rendered per request for whoever asks (Payload's own layout reads the session too).
export const instant = false

/**
 * A signed-in non-admin goes to /albums (SPEC §2) from here, before any of the admin is rendered:
 * from the page, the redirect came after the admin's configuration. The proxy has already sent
 * most of them with a 307 by the role their session was signed with; this is the database's word,
 * for a session signed before its holder was demoted (it arrives in the stream of a 200).
 */
export default async function Layout({ children }: { children: ReactNode }) {
  if ((await adminAccess()) === 'not-admin') redirect('/albums')
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
