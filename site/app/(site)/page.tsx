import { AboutStrip } from '../../components/AboutStrip/AboutStrip'
import { Hero } from '../../components/Hero/Hero'
import { getClient } from '../../graphql/client'
import { CatalogueCountsDocument } from '../../graphql/generated/graphql'

export default async function Home() {
  const client = await getClient()
  const { data } = await client.query({ query: CatalogueCountsDocument })
  return (
    <>
      <Hero />
      <AboutStrip albumCount={data?.countAlbums?.totalDocs ?? 0} artistCount={data?.countArtists?.totalDocs ?? 0} />
    </>
  )
}
