import { CatalogueSkeleton } from '@site/components/CatalogueSkeleton/CatalogueSkeleton'

/** SPEC §2 /albums "Loading state": shown while the catalogue is read on the server. */
export default function Loading() {
  return <CatalogueSkeleton title="Albums" label="Loading albums" />
}
