import fs from 'node:fs'
import path from 'node:path'
import { nextBin } from '../build'
import { runChild, startChild, waitForUrl } from './children'
import { CONTENT, FLOOR_NEXT_ORIGIN, PORTS, WORK_DIR } from './config'

/**
 * The bare Next page: a server component rendering a list of as many items as the app has albums,
 * in a layout with a title, a description and an icon, nothing else. Nothing in it is dynamic, so
 * Next prerenders it and serves it from its cache: the floor for public pages served that way.
 * Its twin at PER_REQUEST_PATH awaits `connection()`, so Next renders it for each request: what
 * one page rendered per request costs, shown beside the signed-in home's visits.
 * At PHONE_PATH, the same list with the site's own stylesheet and one client component, a button
 * disabled until React has taken the page over (as the site's player does): the phone run's floor.
 * It lives inside the repository (in the ignored .tmp/) so that `next` and `react` resolve to the
 * app's own copies.
 */
/** The bare page's twin that Next renders for each request. */
export const PER_REQUEST_PATH = '/per-request'
/** The bare page with the site's stylesheet and one client button. */
export const PHONE_PATH = '/phone'
/** Its button, enabled once the page is alive. */
export const FLOOR_ALIVE_CONTROL = 'button[aria-label="Alive"]'

const FILES: Record<string, string> = {
  // Turbopack's root is the repository, where node_modules is; no X-Powered-By, as in the app.
  'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(process.cwd())} }, poweredByHeader: false }\n`,
  'app/layout.tsx': `import type { ReactNode } from 'react'

export const metadata = { title: 'Floor', description: 'A bare Next page, the reference of the bench.' }

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  // An icon spares the page the console error of a missing /favicon.ico (Lighthouse's best practices).
  'app/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n',
  'app/list.tsx': `const items = Array.from({ length: ${CONTENT.albums} }, (_, index) => \`Album \${index + 1}\`)

export function List() {
  return (
    <main>
      <h1>Albums</h1>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </main>
  )
}
`,
  'app/page.tsx': `export { List as default } from './list'
`,
  [`app${PER_REQUEST_PATH}/page.tsx`]: `import { connection } from 'next/server'
import { List } from '../list'

export default async function Page() {
  await connection()
  return <List />
}
`,
  [`app${PHONE_PATH}/layout.tsx`]: `import type { ReactNode } from 'react'
import './site.css'

export default function Layout({ children }: { children: ReactNode }) {
  return children
}
`,
  // The same way as the site's useMounted: false while hydrating, true afterwards.
  [`app${PHONE_PATH}/alive-button.tsx`]: `'use client'

import { useReducer, useSyncExternalStore } from 'react'

const subscribe = () => () => {}

export function AliveButton() {
  const alive = useSyncExternalStore(subscribe, () => true, () => false)
  const [presses, press] = useReducer((count: number) => count + 1, 0)
  return (
    <button type="button" aria-label="Alive" disabled={!alive} onClick={press}>
      Pressed {presses} times
    </button>
  )
}
`,
  [`app${PHONE_PATH}/page.tsx`]: `import { List } from '../list'
import { AliveButton } from './alive-button'

export default function Page() {
  return (
    <>
      <List />
      <AliveButton />
    </>
  )
}
`,
}

const dir = path.join(WORK_DIR, 'floor-next')

/**
 * Writes the bare app afresh, the site's stylesheet (`siteCss`) in its phone page, and builds it
 * with the repository's Next (`next build`).
 */
export async function buildFloorNext(siteCss: string): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true })
  for (const [file, text] of Object.entries({ ...FILES, [`app${PHONE_PATH}/site.css`]: siteCss })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  await runChild('floor-next-build', [nextBin, 'build', dir])
}

export async function startFloorNext(): Promise<void> {
  const server = startChild('floor-next', [nextBin, 'start', dir, '--port', String(PORTS.floorNext), '--hostname', '127.0.0.1'])
  await waitForUrl(server, `${FLOOR_NEXT_ORIGIN}/`)
}
