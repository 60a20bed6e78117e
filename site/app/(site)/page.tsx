import { getClient } from '../../graphql/client'
import { CatalogueCountsDocument } from '../../graphql/generated/graphql'
import { getSessionUser } from '../../lib/session'

export default async function Home() {
  const client = await getClient()
  const [{ data }, user] = await Promise.all([client.query({ query: CatalogueCountsDocument }), getSessionUser()])
  return (
    <main>
      Albums: {data?.countAlbums?.totalDocs} Artists: {data?.countArtists?.totalDocs} User: {user?.email ?? 'none'}
    </main>
  )
}
