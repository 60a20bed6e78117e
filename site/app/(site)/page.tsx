import config from '@payload-config'
import { getPayload } from 'payload'

export default async function Home() {
  const payload = await getPayload({ config })
  const albums = await payload.count({ collection: 'albums' })
  return <main>Albums: {albums.totalDocs}</main>
}
